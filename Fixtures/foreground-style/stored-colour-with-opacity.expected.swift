// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Stored properties without a written type whose value is a colour with `opacity`: Color,
/// never nil, so the rename is as safe as with a written type.
enum Shades {
  static let ink = Color.black
  static let faint = Color.black.opacity(0.3)
}

struct FilledButtonStyle: ButtonStyle {
  var fill = Color.blue
  var ink = Color.white.opacity(0.9)

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(12)
      .foregroundStyle(ink)
      .background(fill)
  }
}

struct Caption: View {
  var text: String
  private var shade = Shades.faint

  var body: some View {
    VStack {
      Text(text).foregroundStyle(shade)
      Image(systemName: "info.circle").foregroundStyle(Shades.faint)
      Image(systemName: "xmark").foregroundStyle(Shades.ink.opacity(0.5))
    }
  }
}
