import SwiftUI

struct Inset<Content: View>: View {
  /// The inset content.
  fileprivate let content: () -> Content  /* set by the caller */

  var body: some View { content().padding() }
}

struct InsetCallSites: View {
  var body: some View {
    Inset { Text("Trailing") }
  }
}
