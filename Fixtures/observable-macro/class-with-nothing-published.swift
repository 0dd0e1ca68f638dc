// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// An ObservableObject that publishes nothing: no view updates from it, and as @Observable
/// every stored property would be @ObservationIgnored. It stays as it is, with its uses
/// (`check --verbose` says why).
final class SessionStore: ObservableObject {
  var token: String?
  let createdAt = Date()
  static let shared = SessionStore()

  func signOut() {
    token = nil
  }
}

struct SignOutButton: View {
  @EnvironmentObject var session: SessionStore

  var body: some View {
    Button("Sign out") { session.signOut() }
  }
}

struct SessionRoot: View {
  @StateObject private var session = SessionStore()

  var body: some View {
    SignOutButton()
      .environmentObject(session)
  }
}

/// One published property is something to observe: converted.
final class ProfileStore: ObservableObject {
  @Published var name = ""
  var cache: [String: String] = [:]
}

struct ProfileView: View {
  @StateObject private var store = ProfileStore()

  var body: some View {
    Text(store.name)
  }
}
