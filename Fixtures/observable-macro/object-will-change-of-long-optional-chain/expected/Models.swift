// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Document: ObservableObject {
  @Published var text = ""
}

@Observable
final class DocumentManager {
  var current: Document {
    didSet { history.append(oldValue) }
  }
  @ObservationIgnored var history: [Document] = []

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

@Observable
final class Preferences {
  var fontSize = 13.0
}
