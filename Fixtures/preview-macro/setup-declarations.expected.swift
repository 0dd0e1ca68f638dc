// fixture: deployment-target=iOS=16.0
import SwiftUI

final class Store: ObservableObject {
  @Published var signedIn = true
}

struct User {
  var name: String
}

struct DetailView: View {
  var user: User
  var body: some View { Text(user.name) }
}

#Preview("Signed in") {
  let store = Store()
  // A signed-in user.
  let user = User(name: "Ada")
  return DetailView(user: user)
    .environmentObject(store)
}

#Preview {
  let user = User(name: "Bo")
  return DetailView(user: user)
}
