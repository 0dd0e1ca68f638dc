import SwiftUI

struct EmptyState: View {
    let message: String

    var body: some View {
        VStack(spacing: 12) {
            HStack { Spacer(); Image(systemName: "tray"); Spacer() }
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                Text(message)
                    .multilineTextAlignment(.center)
                Spacer(minLength: 0)
            }
            .padding()
        }
    }
}
