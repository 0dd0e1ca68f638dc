// fixture: deployment-target=macOS=14.0
import SwiftUI

struct CircleIconButtonStyle: ButtonStyle {
  var color: Color

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .frame(width: 20, height: 20)
      .modify {
        $0
          .background(color)
          .clipShape(Circle())
      }
      .opacity(configuration.isPressed ? 0.4 : 1)
  }
}
