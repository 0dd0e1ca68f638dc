// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The project's own Label, a field as wide as it is offered; SwiftUI's is written
/// `SwiftUI.Label` in this project.
struct Label: View {
  let title: String
  @Binding var value: String

  var body: some View {
    TextField(title, text: $value)
  }
}

/// One SwiftUI Label, as wide as its text and icon.
struct Caption: View {
  let text: String

  var body: some View {
    SwiftUI.Label(text, systemImage: "tag")
      .font(.caption)
  }
}

extension Header {
  /// Several views: one per tag.
  @ViewBuilder
  var tagRows: some View {
    SwiftUI.ForEach(tags, id: \.self) { name in
      Caption(text: name)
    }
  }
}
