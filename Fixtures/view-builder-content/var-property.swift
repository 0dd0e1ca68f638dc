import SwiftUI

struct Highlighted<Content>: View where Content: View {
  var isOn: Bool
  var content: () -> Content

  var body: some View {
    content()
      .padding(4)
      .background(isOn ? Color.yellow : Color.clear)
  }
}

struct HighlightedCallSites: View {
  var body: some View {
    Highlighted(isOn: true) { Text("Trailing") }
    Highlighted(isOn: false, content: { Text("Labelled") })
  }
}
