#if canImport(Combine)
  import Combine
#endif
import SwiftUI

/// The local is bound from a chain of three optional steps through other files' types:
/// its type is the current document's, so only `Document` keeps `objectWillChange`.
final class WindowRelay: ObservableObject {
  private var subscriptions: Set<AnyCancellable> = []

  func follow(_ window: ProjectWindow?) {
    subscriptions.removeAll()
    let current = window?.project?.documents?.current
    current?.objectWillChange.sink { [weak self] in
      self?.objectWillChange.send()
    }
    .store(in: &subscriptions)
  }
}

struct PreferencesPane: View {
  @State private var preferences = Preferences()

  var body: some View {
    Stepper("Font size", value: $preferences.fontSize)
  }
}
