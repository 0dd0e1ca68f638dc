import SwiftUI

struct Onboarding: View {
    let advance: () -> Void
    @State private var notes = ""

    var body: some View {
        VStack {
            VStack {
                Spacer()
                Button(action: advance) {
                    Text("Continue")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
            }
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
