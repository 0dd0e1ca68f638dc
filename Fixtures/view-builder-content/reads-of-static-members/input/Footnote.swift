import SwiftUI

/// `Font.caption` is a static member of a type, not a card's stored caption: no reason to
/// keep the card's closure.
struct Footnote: View {
  let text: String

  var body: some View {
    Card(title: "Note") {
      Text(text)
        .font(Font.caption)
    }
  }
}
