// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Surfaces: View {
  var body: some View {
    Group {
      Rectangle().fill(.ultraThinMaterial).ignoresSafeArea()
      Rectangle()
        .fill(.bar)
        .ignoresSafeArea()
      Circle().fill(.blue.gradient).scaleEffect(3).ignoresSafeArea()
      RoundedRectangle(cornerRadius: 40).fill(.thickMaterial).ignoresSafeArea()
      Capsule().foregroundStyle(.tint).ignoresSafeArea()
      ContainerRelativeShape().fill(.background).ignoresSafeArea()
    }
  }
}
