// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Gallery: View {
  @State private var size: CGSize = .zero
  @State private var isWide = false
  @State private var frame: CGRect = .zero
  @State private var topInset: CGFloat = 0
  @State private var offset: CGFloat = 0
  @State private var width: CGFloat = 0

  var body: some View {
    VStack {
      Text("Photos")
        .onGeometryChange(for: CGSize.self) { $0.size } action: { size = $0 }
      // A derived value: the transform returns the Bool, so the action runs when it flips.
      Text("Grid")
        .onGeometryChange(for: Bool.self) { $0.size.width > 600 } action: { isWide = $0 }
      Text("Header")
        .padding()
        .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { self.frame = $0 }
        .font(.title)
      // The value derives from onChange's parameter, whose type is the observed value's.
      Text("Offset")
        .onGeometryChange(for: CGFloat.self) {
          -$0.frame(in: .named("list")).origin.y
        } action: {
          offset = $0
        }
      // `initial: true` reads the value on appear too: no note.
      Text("Initial")
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
      // Read once on appear: the rewrite keeps it current (the message says so).
      Text("Inset").onGeometryChange(for: CGFloat.self) { $0.safeAreaInsets.top } action: { topInset = $0 }
    }
    .coordinateSpace(name: "list")
  }
}
