// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// Alert's title, message and button labels are Text parameters, so `.init(…)` there is
// Text's initializer. In alert(_:isPresented:…) the title has three overloads and the label
// and message closures are generic views: `.init` has no type there, and is written `Text`.
struct ProfileEditor: View {
    let profileName: String
    @State private var isDeleting = false
    @State private var isFailing = false
    @State private var failure: Error?

    var body: some View {
        Form {
            Text(profileName)
        }
        .alert("Delete \"\(profileName)\"?", isPresented: $isDeleting) {
            Button("Delete", role: .destructive) {
                isDeleting = false
            }
            Button(role: .cancel) {} label: {
                Text(verbatim: "Keep")
            }
        } message: {
            Text("This cannot be undone.")
        }
        .alert(Text(verbatim: profileName), isPresented: $isFailing) {
            Button("OK") {}
        } message: {
            Text(failure?.localizedDescription ?? "Unknown error")
        }
    }
}
