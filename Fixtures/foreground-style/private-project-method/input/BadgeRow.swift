// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Another file cannot reach CourseCard's private helper: these calls are SwiftUI's.
struct BadgeRow: View {
  let badges: [Badge]
  let tint: Color

  var body: some View {
    HStack {
      ForEach(badges) { badge in
        badge.image
          .foregroundColor(tint)
      }
      icon(named: "star")
        .foregroundColor(tint)
    }
  }

  func icon(named name: String) -> some View {
    Image(systemName: name)
  }
}

struct Badge: Identifiable {
  let id: Int
  let image: Image
}
