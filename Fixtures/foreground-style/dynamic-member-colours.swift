// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// Tokens read through dynamic member lookup: `.theme.headline` (and `Color.theme.caption`)
// has no declaration of its own, so its type is the result of the palette's
// `subscript(dynamicMember:)`, a Color that cannot be nil, and the rename is safe. A generic subscript (`-> Value`) says nothing of
// what a token is, so that rename stays a review fix.
struct ThemeTokens {
  let headline = Color(red: 0.1, green: 0.2, blue: 0.3)
  let caption = Color(white: 0.5)
}

@dynamicMemberLookup
struct ThemePalette {
  private let tokens = ThemeTokens()

  subscript(dynamicMember keyPath: KeyPath<ThemeTokens, Color>) -> Color {
    tokens[keyPath: keyPath]
  }
}

@dynamicMemberLookup
struct AnyTokens<Base> {
  let base: Base

  subscript<Value>(dynamicMember keyPath: KeyPath<Base, Value>) -> Value {
    base[keyPath: keyPath]
  }
}

extension Color {
  static let theme = ThemePalette()
  static let loose = AnyTokens(base: ThemeTokens())
}

extension ShapeStyle where Self == Color {
  static var theme: ThemePalette { Color.theme }
  static var loose: AnyTokens<ThemeTokens> { Color.loose }
}

struct ArticleHeader: View {
  let title: String
  let byline: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
        .foregroundColor(.theme.headline)
      Text(byline)
        .foregroundColor(.loose.caption)
      Image(systemName: "bookmark")
        .foregroundColor(Color.theme.caption)
    }
  }
}
