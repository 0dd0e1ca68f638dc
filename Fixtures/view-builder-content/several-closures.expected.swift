import SwiftUI

/// A header line above a body, both supplied by the caller.
struct LabeledPanel<Label: View, Content: View>: View {
  @ViewBuilder let label: Label
  @ViewBuilder let content: Content

  var body: some View {
    VStack(alignment: .leading) {
      label
        .font(.headline)
      Divider()
      content
    }
  }
}

struct LabeledPanelCallSites: View {
  var body: some View {
    LabeledPanel {
      Text("Label")
    } content: {
      Text("Content")
    }
    LabeledPanel(label: { Text("Label") }, content: { Text("Content") })
  }
}
