// fixture: deployment-target=iOS=17.0
import SwiftUI

// A modifier of the run that shows its content in a ScrollView when it does not fit:
// the stack it is applied to is measured in the ViewThatFits, and may be laid out in the
// ScrollView, where its Spacers cannot expand. The rewrite needs review there.
struct ScrollIfNeeded: ViewModifier {
    func body(content: Content) -> some View {
        ViewThatFits(in: .vertical) {
            content
            ScrollView {
                content
            }
        }
    }
}

extension View {
    func scrollIfNeeded() -> some View {
        modifier(ScrollIfNeeded())
    }
}

struct PinPrompt: View {
    var body: some View {
        VStack {
            Spacer()
            Text("Set a PIN to protect the wallet")
            Spacer()
        }
        .scrollIfNeeded()
    }
}

struct PinPromptApplied: View {
    var body: some View {
        VStack {
            Spacer()
            Text("Choose a PIN")
            Spacer()
        }
        .modifier(ScrollIfNeeded())
    }
}
