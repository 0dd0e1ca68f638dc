import SwiftUI

extension View {
    /// As wide as offered, the view placed by `alignment`.
    func fillWidth(_ alignment: Alignment = .center) -> some View {
        frame(maxWidth: .infinity, alignment: alignment)
    }

    func square(_ side: CGFloat) -> some View {
        frame(width: side, height: side)
    }
}
