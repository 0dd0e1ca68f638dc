import SwiftUI

// Blanks left at the end of the stack's closing line go with the brace, not onto the frame's line.
struct HostsHeader: View {
    var body: some View {
        VStack {
            Text("Hosts")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.top, 10)
        }
    }
}
