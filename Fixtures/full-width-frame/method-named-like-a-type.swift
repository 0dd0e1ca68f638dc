import SwiftUI

// A method of the view named like a type (`Avatar(size:)`, as some code bases name the
// view-building methods of a screen) is sized as its body, as a lowercase one would be:
// a fixed frame keeps the fix safe, and a flexible body leaves the stack alone.
struct CommentRow: View {
  let author: String
  let message: String

  func Avatar(size: CGFloat) -> some View {
    Image(systemName: "person.crop.circle")
      .frame(width: size, height: size)
  }

  func Stripe() -> some View {
    Color.orange
  }

  var body: some View {
    HStack(alignment: .top) {
      VStack {
        Avatar(size: 40)
        Spacer()
      }
      VStack(alignment: .leading) {
        Text(author)
        Text(message)
      }
      HStack {
        Stripe()
        Spacer()
      }
    }
  }
}
