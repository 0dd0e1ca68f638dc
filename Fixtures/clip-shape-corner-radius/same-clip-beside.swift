// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// cornerRadius right next to a clipShape of the same rounded rectangle: the call goes, so the
// clip is written once (review: one clip antialiases the edge once, two clips twice).
struct Badge: View {
  let radius: CGFloat = 4

  var body: some View {
    Text("New")
      .padding(4)
      .cornerRadius(4)
      .clipShape(RoundedRectangle(cornerRadius: 4))
  }

  var after: some View {
    Image(systemName: "star")
      .clipShape(.rect(cornerRadius: radius))
      .cornerRadius(radius)
  }

  var onOneLine: some View {
    Text("Hot").cornerRadius(Size.r, antialiased: true).clipShape(.rect(cornerRadius: Size.r))
  }

  /// Not provably the same clip: the call is renamed and both clips stay.
  var different: some View {
    VStack {
      Text("A")
        .cornerRadius(4)
        .clipShape(RoundedRectangle(cornerRadius: 6))
      Text("B")
        .cornerRadius(radius)
        .clipShape(RoundedRectangle(cornerRadius: 4))
      Text("C")
        .cornerRadius(4)
        .clipShape(RoundedRectangle(cornerRadius: 4, style: .circular))
      Text("D")
        .cornerRadius(4, antialiased: false)
        .clipShape(RoundedRectangle(cornerRadius: 4))
      Text("E")
        .cornerRadius(4)
        .padding()
        .clipShape(RoundedRectangle(cornerRadius: 4))
      Text("F")
        .cornerRadius(size(4))
        .clipShape(RoundedRectangle(cornerRadius: size(4)))
      Text("G")
        .cornerRadius(4)
        .clipShape(Capsule())
      Text("H")
        // Rounded like the cards.
        .cornerRadius(4)
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
  }

  func size(_ base: CGFloat) -> CGFloat { base }
}

enum Size {
  static let r: CGFloat = 6
}
