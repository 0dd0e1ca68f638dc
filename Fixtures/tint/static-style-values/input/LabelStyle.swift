import SwiftUI

/// The app's text styles: one of them draws in the accent colour of the views around it.
struct AppLabelStyle {
  let size: CGFloat
  let color: Color

  static let plain = AppLabelStyle(size: 15, color: .primary)
  static let emphasised = AppLabelStyle(size: 15, color: .accentColor)
}

extension Text {
  func textStyle(_ style: AppLabelStyle) -> some View {
    font(.system(size: style.size)).foregroundColor(style.color)
  }
}
