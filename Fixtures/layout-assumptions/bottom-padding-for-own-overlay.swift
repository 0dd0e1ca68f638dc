import SwiftUI

// A bottom padding that makes room for the view's own overlay at its bottom (a character
// count under a text field) is as tall as that overlay, whatever the number: it stands in
// for no bar and is not reported. The same padding with no such overlay after it still is.
struct LimitedNoteField: View {
  @Binding var text: String
  let limit: Int

  var body: some View {
    TextField("Note", text: $text, axis: .vertical)
      .padding(.bottom, 34)
      .overlay(alignment: .bottom) {
        VStack(spacing: 8) {
          Divider()
          Text("\(text.count)/\(limit)")
            .font(.caption)
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .frame(height: 20)
        .padding(.bottom, 8)
      }
      .padding(.horizontal)
  }
}

struct CaptionedPhoto: View {
  let caption: String

  var body: some View {
    Color.gray
      .padding(.bottom, 49)
      .overlay(Text(caption), alignment: .bottomLeading)
  }
}

struct ComposeScreen: View {
  @Binding var text: String

  var body: some View {
    TextEditor(text: $text)
      .padding(.bottom, 34)
      .overlay(alignment: .top) {
        Divider()
      }
  }
}
