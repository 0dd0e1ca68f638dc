import SwiftUI

struct PasscodeRow: View {
  @State private var code = ""

  var body: some View {
    HStack {
      VStack {
        Image(systemName: "lock").frame(width: 24, height: 32)
        Spacer()
      }
      VStack(alignment: .leading) {
        SecureField("Passcode", text: $code)
        Text("At least six digits")
          .font(.footnote)
      }
    }
  }
}
