// fixture: deployment-target=iOS=15.0,tvOS=14.0
import SwiftUI

struct LoginField: View {
  @State private var user = ""

  var body: some View {
    TextField("User", text: $user)
      .autocapitalization(.none)
  }
}
