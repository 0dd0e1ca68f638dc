// fixture: include-review
import SwiftUI

/// A Group of two views written `SwiftUI.Group`, beside a Spacer directly or as what a
/// function returns: its views sit side by side in the HStack, and a frame would go on each
/// of them. Both stacks stay.
struct CommunityFooter: View {
    var body: some View {
        VStack {
            Text("Join us")
            HStack {
                Spacer(minLength: 0)
                links()
            }
            HStack {
                Spacer()
                SwiftUI.Group {
                    Button("Forum") {}
                    Button("Chat") {}
                }
            }
        }
    }

    @ViewBuilder
    private func links() -> some View {
        SwiftUI.Group {
            Button("Code") {}
            Button("News") {}
        }
    }
}
