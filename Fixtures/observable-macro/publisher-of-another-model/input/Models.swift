import SwiftUI

final class DraftModel: ObservableObject {
  @Published var isSaving = false
}

final class NoteModel: ObservableObject {
  @Published var isSaving = false
  @Published var title = ""
}

final class TagModel: ObservableObject {
  @Published var isSaving = false
}

final class Editor {
  let tags = TagModel()
}
