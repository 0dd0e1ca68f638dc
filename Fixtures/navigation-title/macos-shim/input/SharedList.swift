import SwiftUI

struct SharedList: View {
  var body: some View {
    List {
      Text("One")
    }
    .navigationBarTitle("Shared")
  }
}
