// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Counts changes of the defaults, so that views showing UserDefaults build again.
@Observable
final class DefaultsRefresher {
  private(set) var revision = 0

  func bump() { revision += 1 }
}

/// Shows the defaults, not the refresher: only the refresher's objectWillChange built it
/// again after a change.
struct FeatureToggles: View {
  var refresher: DefaultsRefresher

  var body: some View {
    Toggle("Sync", isOn: syncBinding)
  }

  private var syncBinding: Binding<Bool> {
    Binding(
      get: { UserDefaults.standard.bool(forKey: "sync") },
      set: { value in
        UserDefaults.standard.set(value, forKey: "sync")
        refresher.bump()
      })
  }
}

/// Reads the revision in a string: a tracked read, nothing to say.
struct RevisionLabel: View {
  var refresher: DefaultsRefresher

  var body: some View {
    Text("Revision \(refresher.revision)")
  }
}

/// Passes it on: the child may read it, nothing to say.
struct TogglesScreen: View {
  @State private var refresher = DefaultsRefresher()

  var body: some View {
    VStack {
      FeatureToggles(refresher: refresher)
      RevisionLabel(refresher: refresher)
    }
    .onAppear { refresher.bump() }
  }
}
