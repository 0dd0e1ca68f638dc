import SwiftUI

struct Onboarding: View {
    let advance: () -> Void
    @State private var notes = ""

    var body: some View {
        VStack {
            Button(action: advance) {
                Text("Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .frame(maxHeight: .infinity, alignment: .bottom)
            VStack {
                TextEditor(text: $notes)
                Spacer()
            }
            VStack {
                Spacer()
                List {
                    Text("Row")
                }
            }
        }
    }
}
