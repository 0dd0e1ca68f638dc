// fixture: deployment-target=iOS=17.0
import SwiftUI

// The stack's view is indented deeper than the modifier on it (as left by an editor): each
// line moves to the stack's indentation by the view's own shift, and a modifier's closure
// body keeps its place under its modifier.
struct AvatarPairRow: View {
    var body: some View {
        HStack {
                HStack(spacing: 0) {
                    Image(systemName: "person.fill")
                        .zIndex(2)
                    Image(systemName: "person")
                }
            .overlay {
                Capsule()
                    .stroke(Color.gray, lineWidth: 1)
            }
            Spacer()
        }
    }
}
