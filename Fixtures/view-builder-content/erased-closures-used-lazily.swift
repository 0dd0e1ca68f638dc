import SwiftUI

/// Erases its label and destination so that a list of rows can hold any of them. The
/// destination is built only when the link is followed, and the label is handed to the
/// NavigationLink as a closure: made generic, they would still have to stay closures, so
/// asking for a generic container says nothing useful.
struct MenuRow: View {
  var title: String
  var label: () -> AnyView
  var destination: () -> AnyView

  init<Label: View, Destination: View>(
    title: String,
    @ViewBuilder label: @escaping () -> Label,
    @ViewBuilder destination: @escaping () -> Destination
  ) {
    self.title = title
    self.label = { AnyView(label()) }
    self.destination = { AnyView(destination()) }
  }

  var body: some View {
    NavigationLink(
      destination: {
        destination()
          .navigationTitle(title)
      },
      label: label
    )
  }
}
