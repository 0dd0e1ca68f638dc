import SwiftUI

/// The tracker is reached through an optional step of another file's types, unwrapped.
struct ChangesPane: View {
  @EnvironmentObject private var workspace: Workspace

  var body: some View {
    if let tracker = workspace.index?.tracker {
      ChangeList().environmentObject(tracker)
    } else {
      Text(workspace.title)
    }
  }
}

struct ChangeList: View {
  @EnvironmentObject var tracker: ChangeTracker

  var body: some View {
    Text("\(tracker.changed.count) changed")
  }
}
