// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Workspace: ObservableObject {
  @Published var title = ""
  var index: FileIndex?
}

final class FileIndex {
  weak var tracker: ChangeTracker?
}

final class ChangeTracker: ObservableObject {
  @Published var changed: [String] = []
}
