// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Spinner: View {
  @State private var angle = 0.0

  var body: some View {
    Image(systemName: "arrow.2.circlepath")
      .rotationEffect(.degrees(angle))
      // swiftui-migrate:disable:next animation-value -- every change should animate here
      .animation(.linear(duration: 1))
  }
}
