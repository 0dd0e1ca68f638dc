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
        .alert(isPresented: $isDeleting) {
            Alert(
                title: .init("Delete \"\(profileName)\"?"),
                message: .init("This cannot be undone."),
                primaryButton: .destructive(.init("Delete")) {
                    isDeleting = false
                },
                secondaryButton: .cancel(.init(verbatim: "Keep"))
            )
        }
        .alert(isPresented: $isFailing) {
            Alert(
                title: .init(verbatim: profileName),
                message: .init(failure?.localizedDescription ?? "Unknown error"),
                dismissButton: .default(.init("OK"))
            )
        }
    }
}
