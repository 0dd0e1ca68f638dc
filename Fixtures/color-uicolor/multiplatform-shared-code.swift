// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// An app for iOS and macOS whose asset catalog has a colour set named "label": in code
// that macOS compiles too, `Color(.label)` is the catalog's generated ColorResource on
// macOS, and Color(uiColor:) does not exist there, so it stays. Code that only iOS
// compiles moves to Color(uiColor:), code that only macOS compiles to Color(nsColor:).
struct MailboxBadge: View {
  let title: String
  let unread: Bool

  var body: some View {
    HStack {
      Text(title)
        .foregroundStyle(Color(.label))
      Circle()
        .fill(unread ? Color(.systemBlue) : Color(.secondarySystemBackground))
        .frame(width: 8, height: 8)
      #if os(iOS)
        Color(.systemGroupedBackground)
        Color(.systemBlue)
      #elseif os(macOS)
        Color(.systemBlue)
        Color(.controlBackgroundColor)
      #endif
    }
  }
}
