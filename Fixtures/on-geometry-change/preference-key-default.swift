// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

private struct PanelHeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 320
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

// The key's default value also starts the state: the key stays once its preference goes.
struct Panel: View {
  @State private var panelHeight: CGFloat = PanelHeightKey.defaultValue

  var body: some View {
    VStack {
      Text("Details")
    }
    .overlay {
      GeometryReader { proxy in
        Color.clear.preference(key: PanelHeightKey.self, value: proxy.size.height)
      }
    }
    .onPreferenceChange(PanelHeightKey.self) { panelHeight = $0 }
    .presentationDetents([.height(panelHeight)])
  }
}
