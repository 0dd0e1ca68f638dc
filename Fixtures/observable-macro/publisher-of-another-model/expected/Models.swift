import SwiftUI

final class DraftModel: ObservableObject {
  @Published var isSaving = false
}

@Observable
final class NoteModel {
  var isSaving = false
  var title = ""
}

final class TagModel: ObservableObject {
  @Published var isSaving = false
}

final class Editor {
  let tags = TagModel()
}
