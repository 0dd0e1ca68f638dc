// fixture: deployment-target=macOS=14.0 include-review
import SwiftUI

// A Mac has no software keyboard: ignoring the keyboard region changes nothing there, so
// text input under `edges: .vertical` or `.bottom` is not reported and not narrowed.
struct FindPanel: View {
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Find", text: $query)
      Text("No results")
    }
    .ignoresSafeArea(edges: .vertical)
  }
}

struct CommandBar: View {
  @State private var command = ""

  var body: some View {
    HStack {
      TextField("Command", text: $command)
      Button("Run") {}
    }
    .ignoresSafeArea(edges: .bottom)
  }
}
