import SwiftUI

struct Settings: View {
  var body: some View {
    Form {
      Section {
        Text("Email")
      } header: {
        Text("Account")
      }
    }
  }
}
