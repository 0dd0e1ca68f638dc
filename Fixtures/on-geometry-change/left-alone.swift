// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct SizeKey: PreferenceKey {
  static let defaultValue: CGSize = .zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

struct Board: View {
  let scale: CGFloat
  @State private var width: CGFloat = 0
  @State private var size: CGSize = .zero
  @State private var columns = 1

  var body: some View {
    VStack {
      // A GeometryReader that lays out content is not a copy into state.
      GeometryReader { proxy in
        Text("Board").frame(width: proxy.size.width / 2)
      }
      // The value reads `scale` besides the geometry: reported.
      Text("Scaled")
        .background(
          GeometryReader { proxy in
            Color.clear.onAppear { width = proxy.size.width * scale }
          }
        )
      // The value's type is not known (a method of CGFloat the resolver does not know).
      Text("Rounded")
        .background(
          GeometryReader { proxy in
            Color.clear.onAppear { width = proxy.size.width.rounded() }
          }
        )
      // The action does more than copy.
      Text("Columns")
        .background(
          GeometryReader { proxy in
            Color.clear.onAppear {
              size = proxy.size
              columns = Int(proxy.size.width / 200)
            }
          }
        )
      // onAppear and onChange store different values.
      Text("Mismatch")
        .background(
          GeometryReader { proxy in
            Color.clear
              .onAppear { width = proxy.size.width }
              .onChange(of: proxy.size) { width = $0.height }
          }
        )
      // The preference is read by an ancestor, not by this view.
      Text("Bubbles up")
        .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
    }
    .onPreferenceChange(SizeKey.self) { size = $0 }
  }
}
