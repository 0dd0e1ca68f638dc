// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Badge: View {
  var count: Int
  var body: some View { Text("\(count)") }
}

// A comment between the setup and the view stays there.
struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    let count = 3

    // Three unread messages.
    return Badge(count: count)
  }
}

// Comments the #Preview has no place for: left as is, and said why.
struct BadgeEmpty_Previews: PreviewProvider {
  // Empty state.
  static var previews: some View {
    Badge(count: 0)
  }
}

struct BadgeLayout_Previews: PreviewProvider {
  static var previews: some View {
    Badge(count: 12)
      // Tight layout for the tab bar.
      .previewLayout(.sizeThatFits)
  }
}
