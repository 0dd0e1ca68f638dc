import SwiftUI

struct ClassicList: View {
  var notes: [String]

  var body: some View {
    Text("\(notes.count) notes")
  }
}
