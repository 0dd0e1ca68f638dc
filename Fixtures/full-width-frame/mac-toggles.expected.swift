// fixture: deployment-target=macOS=14.0
import SwiftUI

// On macOS a Toggle is a checkbox, as wide as its label: in a module that builds only for
// macOS the stack becomes the frame (see mac-toggles-flexible for the other cases).
struct GeneralSettings: View {
    @State private var showsHidden = false
    @State private var joinsBeta = false

    var body: some View {
        VStack {
            Toggle("Show hidden files", isOn: $showsHidden)
                .frame(maxWidth: .infinity, alignment: .leading)
            Toggle(isOn: $joinsBeta) {
                Text("Join the beta")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
