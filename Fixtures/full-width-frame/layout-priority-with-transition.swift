import SwiftUI

// `.layoutPriority` alone is review (layout-priority.swift); with `.transition`, a trait
// that lifted out of the stack would apply to the stack's place in its parent, the stack
// stays.
struct ToastRow: View {
    let message: String
    let isShown: Bool

    var body: some View {
        VStack {
            if isShown {
                HStack {
                    Text(message)
                        .layoutPriority(1)
                        .transition(.opacity)
                    Spacer()
                }
            }
        }
    }
}
