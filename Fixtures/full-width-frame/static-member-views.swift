// fixture: deployment-target=iOS=17.0
import SwiftUI

enum Glyph: String {
  case close = "xmark"
  case check = "checkmark.circle"
}

extension Image {
  static func glyph(_ glyph: Glyph) -> Image {
    Image(systemName: glyph.rawValue)
  }
}

struct SheetFooter: View {
  var dismiss: () -> Void

  var body: some View {
    VStack {
      Spacer()
      Button(action: dismiss) {
        Self.caption("Close")
          .padding(.vertical, 12)
      }
    }
  }

  private static func caption(_ title: String) -> some View {
    HStack(spacing: 4) {
      Text(title)
      Image.glyph(.close)
        .frame(width: 16, height: 16)
    }
  }
}

struct WordCountBadge: View {
  var count: Int

  var body: some View {
    VStack {
      Spacer()
      HStack {
        Text("\(count)")
        Image.glyph(.check)
      }
    }
  }
}

// A static member that returns artwork scaled to fit is flexible: the stack stays.
struct EmptyStateHero: View {
  var body: some View {
    VStack {
      Self.artwork
      Spacer()
    }
  }

  private static var artwork: some View {
    Image.glyph(.check)
      .resizable()
      .scaledToFit()
  }
}
