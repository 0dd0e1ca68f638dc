// fixture: deployment-target=iOS=17.0
import SwiftUI

// A text field, toggle, slider or progress bar is as wide as it is offered but has a
// height of its own: in a VStack it sizes to its content, so the frame only moves it (see
// controls-flexible-width for the HStack).
struct ProfileForm: View {
    @State private var name = ""
    @State private var isPublic = false

    var body: some View {
        VStack {
            VStack {
                TextField("Name", text: $name)
                Spacer()
            }
            VStack {
                Spacer()
                ProgressView(value: 0.5)
            }
            VStack(alignment: .leading) {
                Toggle("Public", isOn: $isPublic)
                Spacer()
            }
        }
    }
}
