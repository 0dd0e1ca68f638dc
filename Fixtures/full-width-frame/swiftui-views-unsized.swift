// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// A SwiftUI view this migration has no sizing rule for is SwiftUI's, not a view "declared
// outside this run": review, saying so (a Menu where the module builds for macOS, a pop-up
// button there). A type of the run with the same name is followed.
struct SortBar: View {
    let content: AnyView

    var body: some View {
        VStack {
            HStack {
                Menu("Sort") {
                    Button("Name") {}
                }
                Spacer()
            }
            HStack {
                Spacer()
                AnyView(content)
            }
            HStack {
                EditButton()
                Spacer()
            }
        }
    }
}
