import SwiftUI

struct Banner: View {
    let message: String
    let isVisible: Bool

    var body: some View {
        ZStack {
            if isVisible {
                HStack {
                    Text(message)
                        .transition(.move(edge: .top))
                    Spacer()
                }
            }
            HStack {
                Spacer()
                Text("Close").zIndex(1)
            }
            HStack {
                Text(message).id(message)
                Spacer()
            }
        }
    }
}
