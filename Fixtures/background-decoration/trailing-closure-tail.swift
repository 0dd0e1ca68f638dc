// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Dimmer: View {
    @Binding var isOpen: Bool

    var body: some View {
        VStack {
            Text("Menu")
            ZStack {
                Color.black.opacity(0.3)
                Text("Tap to close")
            }.onTapGesture {
                withAnimation {
                    isOpen = false
                }
            }
        }
    }
}
