// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct LoginForm: View {
  @State private var user = ""
  @State private var code = ""
  @State private var strict = true
  let allowsCorrection: Bool
  let preference: Bool?
  let mode: Int

  var body: some View {
    Form {
      TextField("User", text: $user)
        .autocorrectionDisabled()
      TextField("Note", text: $user).autocorrectionDisabled(false)
      TextField("Code", text: $code)
        .autocorrectionDisabled(!allowsCorrection)
      TextField("Code", text: $code)
        .autocorrectionDisabled(mode == 2 || strict)
      TextField("Code", text: $code)
        .autocorrectionDisabled(strict)
      TextField("Code", text: $code)
        .autocorrectionDisabled(strict ? true : allowsCorrection)
      TextField("Code", text: $code)
        .disableAutocorrection(preference)
      TextField("Code", text: $code)
        .disableAutocorrection(nil)
      TextField("Code", text: $code)
        .disableAutocorrection(strict ? nil : true)
      TextField("Code", text: $code)
        .autocorrectionDisabled(isStrict(mode))
    }
  }

  func isStrict(_ mode: Int) -> Bool { mode > 1 }
}
