// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Library {
  var shelves: [String] = []
}

@Observable
final class Reminders: NSObject {
  var enabled = false
}

struct ShelfList: View {
  @Environment(Library.self) var library
  var body: some View { Text("\(library.shelves.count)") }
}

/// The object passed in is built through the generic helper: it is a Library, and no
/// other class of the run is in doubt.
struct ShelfPreviewHost: View {
  var body: some View {
    ShelfList()
      .environment(tweaked(Library()) { $0.shelves = ["Poetry"] })
  }
}

struct ReminderToggle: View {
  @Bindable var reminders: Reminders
  var body: some View { Toggle("On", isOn: $reminders.enabled) }
}
