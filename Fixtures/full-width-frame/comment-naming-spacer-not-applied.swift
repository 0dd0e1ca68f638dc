import SwiftUI

/// Without --include-review, the rewrite that would leave the comment describing the removed
/// VStack and Spacer is not applied.
struct Toast: View {
    let message: String

    var body: some View {
        // The Spacer keeps the toast at the bottom.
        VStack {
            Spacer()
            Text(message)
        }
    }
}
