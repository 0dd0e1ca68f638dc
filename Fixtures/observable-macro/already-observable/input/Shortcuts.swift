// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

enum QuickAction: String {
  case newEntry
  case search
}

/// Already observed through the macro; the `ObservableObject` conformance is left over.
@Observable
final class QuickActionCenter: ObservableObject {
  static let shared = QuickActionCenter()
  private(set) var pending: QuickAction?

  func receive(_ action: QuickAction?) {
    pending = action
  }
}

struct EntriesScreen: View {
  @Environment(QuickActionCenter.self) var center

  var body: some View {
    Text(center.pending?.rawValue ?? "none")
  }
}

struct RootScreen: View {
  @State private var center = QuickActionCenter.shared

  var body: some View {
    EntriesScreen()
      .environment(center)
  }
}
