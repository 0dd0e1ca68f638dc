// fixture: deployment-target=iOS=16.0
import SwiftUI

// The header and footer are written on lines of their own, and the content closure after
// them is indented a level deeper than the Section (its brace under the arguments). Without
// the arguments the content goes back to the Section's depth.
struct AboutList: View {
    let version: String

    var body: some View {
        List {
            Section(
                header: Text("Other apps"),
                footer: VStack {
                    Text("Version \(version)")
                        .font(.caption)
                    Text("Made with care")
                }) {
                    Link(destination: URL(string: "https://example.com/tuner")!) {
                        HStack(spacing: 8) {
                            Image(systemName: "tuningfork")
                            Text("Tuner")
                        }
                    }
                }
        }
    }
}
