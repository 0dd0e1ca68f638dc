import SwiftUI

struct AuroraGradient: View {
    @State private var strength = 1.0

    var body: some View {
        LinearGradient(colors: [.teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            .opacity(strength)
    }
}
