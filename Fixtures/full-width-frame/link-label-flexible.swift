// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// A link whose label fills the width is flexible: left alone. Where the module also builds
// for macOS a Menu is a pop-up button, whose sizing this migration does not model: review.
struct SwatchLinks: View {
    var body: some View {
        VStack {
            HStack {
                NavigationLink {
                    Text("Detail")
                } label: {
                    Color.blue
                }
                Spacer()
            }
            HStack {
                Spacer()
                Menu("Sort") {
                    Button("Name") {}
                }
            }
        }
    }
}
