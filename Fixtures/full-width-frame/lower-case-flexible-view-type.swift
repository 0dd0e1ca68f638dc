import SwiftUI

// A view type of the project named in lower case whose body fills the width: the Spacer
// beside it shares the free space, so the stack stays.
struct macWideButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
        }
        .buttonStyle(.plain)
    }
}

struct macResetRow: View {
    var body: some View {
        HStack {
            macWideButton(title: "Reset") {}
            Spacer()
        }
    }
}
