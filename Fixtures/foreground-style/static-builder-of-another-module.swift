// fixture: deployment-target=iOS=16.0
import SwiftUI

#if canImport(Markup)
  import Markup
#endif

/// A Text's colour, and a view a static method of the run's own type returns: SwiftUI's
/// modifier, rewritten.
struct QuoteHeader: View {
  var body: some View {
    VStack {
      Text("Quote")
        .foregroundColor(.secondary)
      Badge.make("New")
        .foregroundColor(.red)
    }
  }
}

enum Badge {
  static func make(_ title: String) -> some View {
    Text(title).padding(4)
  }
}

#if canImport(Markup)
  /// Text styles built by static methods of another module's type, as attributed-text
  /// libraries write them: each returns that module's style, whose own foregroundColor takes
  /// a platform colour and which has no foregroundStyle. Left alone.
  enum QuoteStyles {
    static let body = Tag.font(.preferredFont(forTextStyle: .body))
      .foregroundColor(.label)
    static let quote = Tag.font(.italicSystemFont(ofSize: 15))
      .underline(.single)
      .foregroundColor(Color.gray.platformColor)
  }
#endif
