import SwiftUI

extension Text {
  func footnoteStyle() -> Text {
    font(.footnote)
  }
}

enum BannerTheme {
  enum Text {
    static let size: CGFloat = 13
  }
}
