// fixture: deployment-target=iOS=17.0
import SwiftUI

// A text field is as wide as it is offered: in an HStack it is flexible, left alone. A
// TextEditor takes both the width and the height.
struct ProfileForm: View {
    @State private var name = ""
    @State private var notes = ""

    var body: some View {
        VStack {
            HStack {
                TextField("Nickname", text: $name)
                Spacer()
            }
            VStack {
                TextEditor(text: $notes)
                Spacer()
            }
        }
    }
}
