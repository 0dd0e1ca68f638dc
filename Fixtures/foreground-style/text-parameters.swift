// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Texts passed to parameters the project declares as `Text`: below iOS 17 they must stay
/// a Text, so foregroundColor stays; a generic view parameter takes any view.
struct Legend: View {
  var body: some View {
    VStack {
      row(Text("Wins").foregroundColor(.green))
      self.row(Text("Losses").foregroundColor(.red), detail: "this season")
      Caption.make(title: Text("Draws").foregroundColor(.gray))
      Tile(title: Text("Streak").foregroundColor(.orange))
      framed(Text("Total").foregroundColor(.blue))
    }
  }

  func row(_ title: Text, detail: String = "") -> some View {
    HStack {
      title
      Text(detail)
    }
  }

  func framed<Content: View>(_ content: Content) -> some View {
    content.padding()
  }
}

enum Caption {
  static func make(title: Text) -> some View { title.font(.caption) }
}

struct Tile: View {
  private let title: Text

  init(title: Text, count: Int = 0) {
    self.title = title
  }

  var body: some View { title }
}
