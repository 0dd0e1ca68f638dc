import SwiftUI

struct LoginField: View {
  @State private var user = ""

  var body: some View {
    TextField("User", text: $user)
      .autocapitalization(.none)
  }
}
