import SwiftUI

// A frame that only names an alignment changes nothing about how flexible its view is: a
// TextField still takes the width it is offered, so its stack and Spacer stay as they are.
struct NoteEditor: View {
  @Binding var note: String

  var body: some View {
    VStack {
      HStack {
        TextField("Note", text: $note)
          .frame(alignment: .leading)
        Spacer()
      }
    }
  }
}
