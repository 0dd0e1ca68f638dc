// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A field of a view of the run with a fixed height of its own is still on the screen: the
// keyboard covers it all the same, so the stack is reported for the keyboard.
struct CodeEntryField: View {
    @Binding var code: String

    var body: some View {
        TextField("Code", text: $code)
            .multilineTextAlignment(.center)
            .frame(height: 52)
            .background(RoundedRectangle(cornerRadius: 10).stroke(.gray))
    }
}

struct VerifyScreen: View {
    @State private var code = ""

    var body: some View {
        VStack(spacing: 20) {
            Text("Enter the code we sent you")
            CodeEntryField(code: $code)
            Button("Verify") {}
        }
        .padding()
        .ignoresSafeArea()
    }
}
