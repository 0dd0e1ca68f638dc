import SwiftUI

struct NoteView: View {
  let text: String
  let highlighter: Highlighter

  var body: some View {
    let marker = Highlighter().foregroundColor(.pink)
    let other = highlighter.foregroundColor(.green)
    Text(text)
      .foregroundColor(marker.color == other.color ? .red : .blue)
  }
}
