// fixture: deployment-target=iOS=16.0
import SwiftUI

#if canImport(StickerKit)
  import CoreGraphics
  import StickerKit
#endif

/// The Text's colour is a Color: SwiftUI's modifier, rewritten.
struct StickerPreview: View {
  var body: some View {
    Text("Sticker")
      .foregroundStyle(caption())
  }

  private func caption() -> Color { .teal }
}

#if canImport(StickerKit)
  /// A builder of a module the run does not hold, with its own foregroundColor taking a
  /// CGColor or a UIColor: SwiftUI's modifier takes only a Color, so a value known to be of
  /// another type goes to the builder's method and is left alone.
  struct StickerRenderer {
    let outline: CGColor
    let scheme: ColorScheme

    func render() -> CGImage? {
      let shadow: UIColor = .systemGray
      _ = try? StickerKit.build.foregroundColor(outline).image
      _ = try? StickerKit.build.foregroundColor(shadow).image
      return try? StickerKit.build
        .shape(.roundedSquare)
        .foregroundColor(fill(for: scheme))
        .strokeColor(outline)
        .image
    }

    private func fill(for scheme: ColorScheme) -> CGColor { outline }
  }
#endif
