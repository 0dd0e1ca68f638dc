// fixture: deployment-target=iOS=17.0
import SwiftUI

enum PhoneModel: String {
  case small = "iPhone SE (3rd generation)"
  case large = "iPhone 15 Pro Max"
}

extension View {
  /// Shows the view on one phone, named in the canvas: a modifier of the project that sets
  /// preview modifiers, which a #Preview ignores.
  func onPhone(_ model: PhoneModel) -> some View {
    previewDevice(PreviewDevice(rawValue: model.rawValue))
      .previewDisplayName(model.rawValue)
  }

  /// A card's usual padding: no preview modifier.
  func cardPadding() -> some View {
    padding(12)
  }
}

enum CanvasLabels {
  static let previewDisplayName = "Title bar"
}

struct CaptionModel {
  /// A constant that happens to be named like a preview modifier: `caption` sets nothing.
  let caption = CanvasLabels.previewDisplayName
}

/// A bare use of `caption` in a preview is no holder's use either.
let caption = CanvasLabels.previewDisplayName
