// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The server the app talks to. The module declares it, so the bare name `Environment` means
/// this struct here, and the views spell SwiftUI's property wrapper out.
struct Environment: Equatable {
  let baseURL: URL
  static let production = Environment(baseURL: URL(string: "https://api.example.com")!)
}

@Observable
final class Session {
  var userName = ""
  let environment = Environment.production
}

struct ProfileHeader: View {
  @SwiftUI.Environment(\.dismiss) private var dismiss
  @SwiftUI.Environment(Session.self) var session

  var body: some View {
    @Bindable var session = session
    VStack {
      Text(session.userName)
      TextField("Name", text: $session.userName)
      Button("Close") { dismiss() }
    }
  }
}

struct ProfileScreen: View {
  @State private var session = Session()

  var body: some View {
    ProfileHeader().environment(session)
  }
}
