// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Document: ObservableObject {
  @Published var text = ""
}

final class DocumentManager: ObservableObject {
  @Published var current: Document {
    didSet { history.append(oldValue) }
  }
  var history: [Document] = []

  init() {
    current = Document()
  }
}

final class Project {
  var documents: DocumentManager? = DocumentManager()
}

final class ProjectWindow {
  var project: Project?
}

final class Preferences: ObservableObject {
  @Published var fontSize = 13.0
}
