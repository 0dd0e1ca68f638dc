// fixture: deployment-target=iOS=16.0
import SwiftUI

struct BrandText: View {
  let text: Text
  let spacing: CGFloat

  var body: some View {
    text.lineSpacing(spacing)
  }

  func foregroundColor(_ color: Color) -> BrandText {
    BrandText(text: text.foregroundColor(color), spacing: spacing)
  }

  func tinted(_ color: Color) -> BrandText {
    let tinted = text.foregroundColor(color)
    return BrandText(text: tinted, spacing: spacing)
  }
}
