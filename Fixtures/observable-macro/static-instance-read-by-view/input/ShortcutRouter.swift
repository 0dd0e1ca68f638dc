// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The shortcut the app was opened with, set by the scene delegate.
final class ShortcutRouter: ObservableObject {
  static let shared = ShortcutRouter()
  @Published var pending: String?
  var launches = 0
  var title: String { "Launch \(launches)" }
}
