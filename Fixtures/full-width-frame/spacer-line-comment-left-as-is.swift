import SwiftUI

struct CaptionRows: View {
  let caption: String

  var body: some View {
    VStack {
      // Left as is: two Spacers, one comment.
      HStack {
        Spacer() // centred
        Text(caption)
        Spacer()
      }
      // Left as is: the line after the brace has a comment of its own.
      HStack {
        Text(caption)
        Spacer() // leading
      } // caption row
      // Left as is: X's own frame takes the alignment, and has no line to end.
      VStack {
        Text(caption)
          .frame(maxWidth: .infinity, alignment: .leading)
        Spacer() // top
      }
    }
  }
}
