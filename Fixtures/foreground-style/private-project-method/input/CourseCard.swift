import SwiftUI

/// A card with a private helper that happens to be named like the modifier: only this file
/// can call it.
struct CourseCard: View {
  let title: String
  let selected: Bool
  let accent: Color

  var body: some View {
    Text(title)
      .foregroundColor(accent)
      .background(foregroundColor(selected))
  }

  private func foregroundColor(_ selected: Bool) -> Color {
    selected ? .white : .gray
  }
}

/// In the helper's own file a call of unknown receiver may still be to it: reported (the
/// element of `badges.reversed()` is not known, where that of `badges` would be a Badge).
struct CourseBadges: View {
  let badges: [Badge]
  let accent: Color

  var body: some View {
    ForEach(badges.reversed()) { badge in
      badge.image
        .foregroundColor(accent)
    }
  }
}
