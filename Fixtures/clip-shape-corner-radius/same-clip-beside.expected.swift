// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// cornerRadius right next to a clipShape of the same rounded rectangle: the call goes, so the
// clip is written once (review: one clip antialiases the edge once, two clips twice).
struct Badge: View {
  let radius: CGFloat = 4

  var body: some View {
    Text("New")
      .padding(4)
      .clipShape(RoundedRectangle(cornerRadius: 4))
  }

  var after: some View {
    Image(systemName: "star")
      .clipShape(.rect(cornerRadius: radius))
  }

  var onOneLine: some View {
    Text("Hot").clipShape(.rect(cornerRadius: Size.r))
  }

  /// Not provably the same clip: the call is renamed and both clips stay.
  var different: some View {
    VStack {
      Text("A")
        .clipShape(.rect(cornerRadius: 4))
        .clipShape(RoundedRectangle(cornerRadius: 6))
      Text("B")
        .clipShape(.rect(cornerRadius: radius))
        .clipShape(RoundedRectangle(cornerRadius: 4))
      Text("C")
        .clipShape(.rect(cornerRadius: 4))
        .clipShape(RoundedRectangle(cornerRadius: 4, style: .circular))
      Text("D")
        .clipShape(.rect(cornerRadius: 4), style: FillStyle(antialiased: false))
        .clipShape(RoundedRectangle(cornerRadius: 4))
      Text("E")
        .clipShape(.rect(cornerRadius: 4))
        .padding()
        .clipShape(RoundedRectangle(cornerRadius: 4))
      Text("F")
        .clipShape(.rect(cornerRadius: size(4)))
        .clipShape(RoundedRectangle(cornerRadius: size(4)))
      Text("G")
        .clipShape(.rect(cornerRadius: 4))
        .clipShape(Capsule())
      Text("H")
        // Rounded like the cards.
        .clipShape(.rect(cornerRadius: 4))
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
  }

  func size(_ base: CGFloat) -> CGFloat { base }
}

enum Size {
  static let r: CGFloat = 6
}
