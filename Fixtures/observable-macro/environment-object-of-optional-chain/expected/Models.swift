// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Workspace {
  var title = ""
  @ObservationIgnored var index: FileIndex?
}

final class FileIndex {
  weak var tracker: ChangeTracker?
}

@Observable
final class ChangeTracker {
  var changed: [String] = []
}
