// fixture: deployment-target=iOS=16.0,watchOS=9.0
import SwiftUI

// A file both an iOS app and its watch app compile, run without the watch shim's file.
struct NameField: View {
  @Binding var name: String

  var body: some View {
    TextField("Name", text: $name)
      .autocapitalization(.words)
  }
}

#if os(iOS)
  struct CodeField: View {
    @Binding var code: String

    var body: some View {
      TextField("Code", text: $code)
        .autocapitalization(.allCharacters)
    }
  }
#endif
