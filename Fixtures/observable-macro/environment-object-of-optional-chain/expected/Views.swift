import SwiftUI

/// The tracker is reached through an optional step of another file's types, unwrapped.
struct ChangesPane: View {
  @Environment(Workspace.self) private var workspace

  var body: some View {
    if let tracker = workspace.index?.tracker {
      ChangeList().environment(tracker)
    } else {
      Text(workspace.title)
    }
  }
}

struct ChangeList: View {
  @Environment(ChangeTracker.self) var tracker

  var body: some View {
    Text("\(tracker.changed.count) changed")
  }
}
