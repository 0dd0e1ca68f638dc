import SwiftUI

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

// A Label with a custom style is built by the style's body, whose sizing is not known
// here: the fix is a review one, not applied without --include-review.
struct AlbumsHeader: View {
  var body: some View {
    HStack {
      Label("Albums", systemImage: "chevron.right")
        .labelStyle(TrailingIconLabelStyle())
      Spacer()
    }
  }
}
