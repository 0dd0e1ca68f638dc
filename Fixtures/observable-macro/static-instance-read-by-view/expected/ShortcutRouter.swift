// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The shortcut the app was opened with, set by the scene delegate.
@Observable
final class ShortcutRouter {
  static let shared = ShortcutRouter()
  var pending: String?
  @ObservationIgnored var launches = 0
  var title: String { "Launch \(launches)" }
}
