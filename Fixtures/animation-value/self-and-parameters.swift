// fixture: deployment-target=iOS=15.0
import SwiftUI

/// Reads written `self.x`, in `\(self.x)` and through a function's parameter.
struct Badge: View {
  @State private var isPulsing = false
  let counter: Int?

  var body: some View {
    VStack {
      Circle()
        .scaleEffect(self.isPulsing ? 1.2 : 1)
        .animation(.easeInOut)
      Text("\(self.counter ?? 0)")
        .animation(.linear)
      dot(count: 3)
    }
  }

  private func dot(count: Int) -> some View {
    Circle()
      .opacity(count > 0 ? 1 : 0)
      .animation(.linear)
  }
}
