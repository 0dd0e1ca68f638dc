// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Dimmer: View {
    @Binding var isOpen: Bool

    var body: some View {
        VStack {
            Text("Menu")
            Text("Tap to close")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    Color.black.opacity(0.3)
                }
                .onTapGesture {
                    withAnimation {
                        isOpen = false
                    }
                }
        }
    }
}
