import SwiftUI

// Blanks left at the end of the stack's closing line go with the brace, not onto the frame's line.
struct HostsHeader: View {
    var body: some View {
        VStack {
            HStack {
                Text("Hosts")
                Spacer()
            }    
            .padding(.top, 10)
        }
    }
}
