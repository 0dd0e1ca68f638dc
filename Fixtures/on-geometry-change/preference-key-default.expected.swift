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
    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { panelHeight = $0 }
    .presentationDetents([.height(panelHeight)])
  }
}
