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
        .background(
          GeometryReader { proxy in
            Color.clear
              .onAppear { size = proxy.size }
              .onChange(of: proxy.size) { size = $0 }
          }
        )
      // A derived value: the transform returns the Bool, so the action runs when it flips.
      Text("Grid")
        .overlay {
          GeometryReader { geometry in
            Color.clear
              .onAppear { isWide = geometry.size.width > 600 }
              .onChange(of: geometry.size) { newSize in isWide = newSize.width > 600 }
          }
        }
      Text("Header")
        .padding()
        .background(
          GeometryReader { proxy in
            Color.clear
              .onAppear { self.frame = proxy.frame(in: .global) }
              .onChange(of: proxy.frame(in: .global)) { _, newFrame in self.frame = newFrame }
          }
        )
        .font(.title)
      // The value derives from onChange's parameter, whose type is the observed value's.
      Text("Offset")
        .background(
          GeometryReader { geo in
            Color.clear
              .onChange(of: geo.frame(in: .named("list")).origin.y) { _, newValue in
                offset = -newValue
              }
          }
        )
      // `initial: true` reads the value on appear too: no note.
      Text("Initial")
        .background {
          GeometryReader { geo in
            Color.clear
              .onChange(of: geo.size.width, initial: true) {
                width = geo.size.width
              }
          }
        }
      // Read once on appear: the rewrite keeps it current (the message says so).
      Text("Inset").background(GeometryReader { proxy in Color.clear.onAppear { topInset = proxy.safeAreaInsets.top } })
    }
    .coordinateSpace(name: "list")
  }
}
