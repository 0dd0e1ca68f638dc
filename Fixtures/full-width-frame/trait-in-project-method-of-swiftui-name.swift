// fixture: deployment-target=iOS=17.0
import SwiftUI

extension View {
  /// A count bubble over the corner, raised above the neighbouring rows. It reuses the name of
  /// SwiftUI's `.badge(_:)` with other labels, so a call with these labels is this method.
  func badge(count: Int, tint: Color) -> some View {
    overlay(alignment: .topTrailing) {
      Text("\(count)")
        .padding(4)
        .background(tint, in: Capsule())
    }
    .zIndex(1)
  }
}

struct InboxHeader: View {
  let unread: Int

  var body: some View {
    VStack {
      // `.badge(count:tint:)` applies `.zIndex` to the icon: a trait of the stack's child,
      // which without the stack would raise the stack's place instead. Left as it is.
      HStack {
        Spacer()
        Image(systemName: "tray")
          .badge(count: unread, tint: .red)
      }
    }
  }
}
