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
        .disableAutocorrection(true)
      TextField("Note", text: $user).disableAutocorrection(false)
      TextField("Code", text: $code)
        .disableAutocorrection(!allowsCorrection)
      TextField("Code", text: $code)
        .disableAutocorrection(mode == 2 || strict)
      TextField("Code", text: $code)
        .disableAutocorrection(strict)
      TextField("Code", text: $code)
        .disableAutocorrection(strict ? true : allowsCorrection)
      TextField("Code", text: $code)
        .disableAutocorrection(preference)
      TextField("Code", text: $code)
        .disableAutocorrection(nil)
      TextField("Code", text: $code)
        .disableAutocorrection(strict ? nil : true)
      TextField("Code", text: $code)
        .disableAutocorrection(isStrict(mode))
    }
  }

  func isStrict(_ mode: Int) -> Bool { mode > 1 }
}
