// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Library: ObservableObject {
  @Published var shelves: [String] = []
}

final class Reminders: NSObject, ObservableObject {
  @Published var enabled = false
}

struct ShelfList: View {
  @EnvironmentObject var library: Library
  var body: some View { Text("\(library.shelves.count)") }
}

/// The object passed in is built through the generic helper: it is a Library, and no
/// other class of the run is in doubt.
struct ShelfPreviewHost: View {
  var body: some View {
    ShelfList()
      .environmentObject(tweaked(Library()) { $0.shelves = ["Poetry"] })
  }
}

struct ReminderToggle: View {
  @ObservedObject var reminders: Reminders
  var body: some View { Toggle("On", isOn: $reminders.enabled) }
}
