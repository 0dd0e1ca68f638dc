// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct DialPicker: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

// A hosted UIKit view stacked under a heading is one row of the content, not a view shown
// full bleed with its overlays: the heading still runs under the status bar.
struct PrizeReveal: View {
    let prize: String

    var body: some View {
        VStack(alignment: .center) {
            Text("You won!")
                .font(.title)
            Text(prize)
            DialPicker()
                .padding(.top, 8)
        }
        .padding()
        .background(Color.indigo)
        .ignoresSafeArea()
    }
}

struct DialRow: View {
    var body: some View {
        HStack {
            Text("Speed")
            DialPicker()
        }
        .ignoresSafeArea()
    }
}

// The hosted view alone in its stack, or a layer of a ZStack under its overlays, is still
// the full-bleed idiom.
struct DialScreen: View {
    var body: some View {
        ZStack {
            VStack {
                DialPicker()
            }
            Text("Turn the dial")
        }
        .ignoresSafeArea()
    }
}
