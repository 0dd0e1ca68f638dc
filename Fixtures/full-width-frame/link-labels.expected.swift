// fixture: deployment-target=iOS=17.0
import Foundation
import SwiftUI

// A NavigationLink, Link, ShareLink or Menu sizes to its label, as a Button does: a title,
// a label closure of one Text, Label or Image, or a ShareLink's standard Share label. On
// iOS a Menu is a button too (see link-label-flexible for the other cases).
struct LinkRows: View {
    let site = URL(string: "https://example.com")!

    var body: some View {
        VStack {
            NavigationLink("Details") {
                Text("Detail")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            NavigationLink(value: 1) {
                Label("Next", systemImage: "chevron.right")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            ShareLink(item: site)
                .frame(maxWidth: .infinity, alignment: .trailing)
            ShareLink(item: site) {
                Image(systemName: "square.and.arrow.up")
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
            Link("Website", destination: site)
                .frame(maxWidth: .infinity, alignment: .leading)
            Menu("Sort") {
                Button("Name") {}
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Menu {
                Button("Archive") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
