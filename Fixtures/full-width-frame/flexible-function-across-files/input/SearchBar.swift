import SwiftUI

// A function of the run named like a type that returns a flexible view: the Spacer gives
// the field no room, and a frame would give it all of it, so the stack stays.
struct SearchBar: View {
  @Binding var query: String

  var body: some View {
    HStack {
      SearchField($query)
      Spacer()
    }
  }
}
