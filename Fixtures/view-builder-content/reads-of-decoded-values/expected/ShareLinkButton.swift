import SwiftUI

/// A button whose label the caller builds.
struct ShareLinkButton<Label: View>: View {
  let items: [String]
  @ViewBuilder let label: Label

  init(items: [String], @ViewBuilder label: () -> Label) {
    self.items = items
    self.label = label()
  }

  var body: some View {
    Button {
      print(items)
    } label: {
      label
    }
  }
}
