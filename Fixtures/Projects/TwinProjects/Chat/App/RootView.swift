import SwiftUI

struct RootView: View {
  var rooms: [String]

  var body: some View {
    List(rooms, id: \.self) { room in
      Text(room)
    }
  }
}
