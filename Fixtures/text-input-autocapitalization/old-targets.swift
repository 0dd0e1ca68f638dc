// fixture: deployment-target=iOS=14.0,macOS=12.0
import SwiftUI

struct LoginField: View {
  @State private var user = ""

  var body: some View {
    TextField("User", text: $user)
      .autocapitalization(.none)
  }
}
