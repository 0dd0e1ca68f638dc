// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct SideMenu: View {
    @Binding var isOpen: Bool

    var body: some View {
        HStack(spacing: 0) {
            Text("Menu")
                .frame(width: 240)
            // A hit area: the Spacer is no view for the colour to decorate.
            ZStack {
                Color.black.opacity(0.001)
                Spacer()
            }.onTapGesture {
                isOpen = false
            }
        }
    }
}
