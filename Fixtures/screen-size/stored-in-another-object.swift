// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Where a share sheet's popover points from, as UIKit's popover presentation controller
/// keeps it.
final class PopoverAnchor {
  var sourceRect = CGRect.zero
}

/// Renders a page offscreen at the size it is proposed, as ImageRenderer does.
final class PageRenderer {
  var proposedSize = CGSize.zero
}

struct ShareButton: View {
  let anchor = PopoverAnchor()
  let hostBounds: CGRect?
  @State private var width: CGFloat = 0

  var body: some View {
    Button("Share") { share() }
      .frame(width: cardWidth)
      .onAppear { width = UIScreen.main.bounds.width }
  }

  /// A length a view is laid out with: the advice for layout.
  private var cardWidth: CGFloat { UIScreen.main.bounds.width - 32 }

  /// The popover's rect, as a fallback or as it is: UIKit's geometry, not a layout.
  private func share() {
    anchor.sourceRect = (hostBounds ?? UIScreen.main.bounds)
    anchor.sourceRect = UIScreen.main.bounds
  }

  /// A size built from it and stored: the renderer's geometry.
  private func renderPage() {
    let renderer = PageRenderer()
    renderer.proposedSize = .init(width: UIScreen.main.bounds.width, height: 0)
  }
}
