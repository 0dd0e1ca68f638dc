// fixture: include-review
import SwiftUI

// A TabView offers its page its own size, but a ScrollView inside the page offers its
// content no height again: the Spacers of a stack there cannot expand, so the stack stays.
struct ReleaseNotesPages: View {
  let notes: [String]

  var body: some View {
    TabView {
      ScrollView {
        VStack {
          Spacer()
          Text(notes.first ?? "")
          Spacer()
        }
      }
    }
    .tabViewStyle(.page)
  }
}
