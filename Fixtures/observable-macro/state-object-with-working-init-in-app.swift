// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Its init starts a task: done again on every init of a view holding it in @State, but an
/// App is built once, by the system, so in the App there is nothing to say.
final class SessionModel: ObservableObject {
  @Published var signedIn = false
  private var refresh: Task<Void, Never>?

  init() {
    refresh = Task { }
  }
}

@main
struct NotesApp: App {
  @StateObject private var session = SessionModel()

  var body: some Scene {
    WindowGroup {
      Text(session.signedIn ? "Notes" : "Sign in")
    }
  }
}
