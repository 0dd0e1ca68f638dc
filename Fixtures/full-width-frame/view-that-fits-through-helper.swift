// fixture: deployment-target=iOS=17.0
import SwiftUI

// ViewThatFits measures each candidate at its ideal size: a stack's includes its Spacers'
// minimum length and spacing, the frame's does not, so the rewrite may change the layout
// chosen. Said for a ViewThatFits around the stack in a caller, too: the candidate is a
// helper of the same type, or a view type of the run.
struct OnboardingStep: View {
    let title: String

    var body: some View {
        ViewThatFits(in: .vertical) {
            sideBySide()
            scrolling()
        }
    }

    @ViewBuilder
    private func sideBySide() -> some View {
        HStack {
            Image(systemName: "lock.shield")
            VStack(spacing: 24) {
                Text(title)
                    .padding(.top, 12)
                Spacer()
            }
        }
    }

    @ViewBuilder
    private func scrolling() -> some View {
        ScrollView {
            Text(title)
        }
    }
}

struct EmptyWallet: View {
    var body: some View {
        VStack {
            Spacer()
            Text("No cards yet")
            Spacer()
        }
    }
}

struct WalletHome: View {
    var body: some View {
        ViewThatFits(in: .vertical) {
            EmptyWallet()
            ScrollView { EmptyWallet() }
        }
    }
}
