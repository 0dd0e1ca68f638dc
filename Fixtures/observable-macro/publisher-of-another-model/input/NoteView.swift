import SwiftUI

struct NoteView: View {
  @StateObject private var model = NoteModel()

  var body: some View {
    TextField("Title", text: $model.title)
      .disabled(model.isSaving)
  }
}
