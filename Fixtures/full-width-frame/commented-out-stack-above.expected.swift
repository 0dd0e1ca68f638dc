import SwiftUI

// An older row, commented out with Xcode's ⌘/ above the stack, names an HStack and a
// Spacer: it is code kept for later, not a description of the stack below, so the rewrite
// is safe. (A comment in the stack's own indentation that names them still asks for review:
// comment-naming-spacer.)
struct PasswordPanel: View {
    @State private var shown = false

    var body: some View {
        VStack {
//            HStack {
//                Text("Change your password")
//                Spacer()
//            }

            Button {
                shown.toggle()
            } label: {
                Image(systemName: "arrow.left.circle")
            }
            .buttonStyle(.plain)
            .frame(maxWidth: .infinity, alignment: .leading)
            Text(shown ? "Shown" : "Hidden")
        }
    }
}
