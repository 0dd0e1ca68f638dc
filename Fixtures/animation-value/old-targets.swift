// fixture: deployment-target=iOS=14.0
import SwiftUI

/// Below iOS 15 animation(_:) is not deprecated yet.
struct Pulse: View {
  @State private var on = false

  var body: some View {
    Circle()
      .scaleEffect(on ? 1.2 : 1)
      .animation(.easeInOut)
  }
}
