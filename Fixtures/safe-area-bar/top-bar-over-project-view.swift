// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A close button pinned to the top of a view of the project that builds a ScrollView covers
// its first rows, not its last: the message names the rows at the edge the bar is pinned to.

struct ChangelogPage: View {
    let entries: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(entries, id: \.self) { entry in
                    Text(entry)
                }
            }
            .padding()
        }
    }
}

struct ChangelogSheet: View {
    let entries: [String]
    @Binding var isShown: Bool

    var body: some View {
        ZStack(alignment: .topTrailing) {
            ChangelogPage(entries: entries)
            Button {
                isShown = false
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
            .padding()
        }
    }
}
