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

struct DetailView_Previews: PreviewProvider {
  static var previews: some View {
    let store = Store()
    // A signed-in user.
    let user = User(name: "Ada")
    DetailView(user: user)
      .environmentObject(store)
      .previewDisplayName("Signed in")
  }
}

struct DetailReturn_Previews: PreviewProvider {
  static var previews: some View {
    let user = User(name: "Bo")
    return DetailView(user: user)
  }
}
