// fixture: include-review deployment-target=iOS=16.0
import SwiftUI
#if canImport(NavigationStackBackport)
import NavigationStackBackport
#endif

// A back-deployment package this file imports may declare a NavigationStack of its own, and
// the file never writes the bare name: it may be ambiguous here, so SwiftUI's is spelled out.
struct InboxScreen: View {
  let threads: [String]

  var body: some View {
    NavigationView {
      List(threads, id: \.self) { Text($0) }
        .navigationTitle("Inbox")
    }
    .navigationViewStyle(.stack)
  }
}
