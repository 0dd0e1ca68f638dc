import SwiftUI

// The first pass removes lines above `closeButton`, so the second pass finds the
// property's body in the rewritten file, not at the offset the index recorded.
struct Toast: View {
    @State private var isShown = false

    var body: some View {
        Color.gray.overlay(closeOverlay)
    }

    private var closeOverlay: some View {
        Group {
            if isShown {
                VStack {
                    Spacer()
                    HStack {
                        closeButton
                        Spacer()
                    }
                }
            }
        }
    }

    private var closeButton: some View {
        Button("Close") {
            isShown = false
        }
    }
}
