// fixture: include-review
import SwiftUI

struct MachineDisplay: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

// A hosted UIKit view shown full screen with its overlays: the whole container ignores the
// safe area on purpose, so neither its backdrop nor its first layer takes it over.
struct MachineWindow: View {
    let isRunning: Bool
    let isBusy: Bool

    var body: some View {
        ZStack {
            if isRunning {
                MachineDisplay()
            }
            if isBusy {
                VStack {
                    Text("Starting…")
                    Button("Cancel") {}
                }
            }
        }
        .background(Color.black)
        .ignoresSafeArea()
    }
}

struct MachineCanvas: View {
    var body: some View {
        ZStack {
            Color.black
            MachineDisplay()
            Text("Paused")
        }
        .ignoresSafeArea()
    }
}

// Without a hosted view the content is still scoped to its backdrop.
struct Paused: View {
    var body: some View {
        ZStack {
            Text("Paused")
        }
        .background(Color.black.ignoresSafeArea())
    }
}
