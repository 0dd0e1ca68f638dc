import SwiftUI

struct Settings: View {
  var body: some View {
    Form {
      Section(header: Text("Account")) {
        Text("Email")
      }
    }
  }
}
