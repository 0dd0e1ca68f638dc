// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A view as big as its content on a rounded background (a HUD, a toast) is a floating card,
// not content over a backdrop meant to bleed: moving `.ignoresSafeArea()` onto the card
// would change nothing about the card and re-centre the view in the safe area. Left as it
// is, said with `--verbose`.
struct SavingOverlay: ViewModifier {
    let isSaving: Bool

    func body(content: Content) -> some View {
        content
            .overlay {
                if isSaving {
                    VStack(spacing: 8) {
                        ProgressView()
                        Text("Saving")
                    }
                    .padding()
                    .background(
                        Color.black
                            .opacity(0.8)
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                    )
                    .ignoresSafeArea(.all)
                }
            }
    }
}

struct CopiedToast: View {
    var body: some View {
        Text("Copied")
            .padding(12)
            .background(Capsule().fill(Color.gray))
            .ignoresSafeArea()
    }
}

// Sized to fill the screen, the rounded panel is a backdrop after all: the move stays.
struct Paywall: View {
    var body: some View {
        VStack {
            Text("Go Pro")
            Button("Subscribe") {}
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 24)
                .fill(Color.indigo)
        )
        .ignoresSafeArea()
    }
}
