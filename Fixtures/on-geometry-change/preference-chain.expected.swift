// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

private struct HeaderFrameKey: PreferenceKey {
  static let defaultValue: CGRect = .zero
  static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct Article: View {
  @State private var headerFrame: CGRect = .zero

  var body: some View {
    ScrollView {
      Text("Title")
        .font(.largeTitle)
        .onGeometryChange(for: CGRect.self) {
          $0.frame(in: .named("scroll"))
        } action: {
          headerFrame = $0
        }
    }
    .coordinateSpace(name: "scroll")
  }
}
