// fixture: deployment-target=iOS=17.0
import SwiftUI

// The style is declared in another file and its makeBody calls a closure it stores: the
// reason says its body builds another view (not that it applies a modifier `.render`), and
// quotes the style as an excerpt.
struct ConfirmFooter: View {
    let isBusy: Bool
    let confirm: () -> Void

    var body: some View {
        VStack {
            Spacer()
            Button("Confirm", action: confirm)
                .buttonStyle(
                    StatefulButtonStyle(
                        isBusy: isBusy,
                        render: { label, isBusy in
                            HStack(spacing: 6) {
                                if isBusy { ProgressView() }
                                label.font(.body.bold()).lineLimit(1)
                            }
                            .padding(.horizontal, 20)
                        }))
        }
    }
}
