import SwiftUI

struct NoteView: View {
  @State private var model = NoteModel()

  var body: some View {
    TextField("Title", text: $model.title)
      .disabled(model.isSaving)
  }
}
