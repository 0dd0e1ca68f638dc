// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

/// The app's back-deployment of SwiftUI's type for iOS 14, kept since: the module declares
/// it, so the bare name `TextInputAutocapitalization` means this enum here.
enum TextInputAutocapitalization {
  case never, words, sentences, characters
}

struct ProfileField: View {
  @Binding var text: String
  let capitalization: UITextAutocapitalizationType

  var body: some View {
    TextField("Name", text: $text)
      .textInputAutocapitalization(SwiftUI.TextInputAutocapitalization(capitalization))
  }
}
