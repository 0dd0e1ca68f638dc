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
            HStack {
                NavigationLink("Details") {
                    Text("Detail")
                }
                Spacer()
            }
            HStack {
                NavigationLink(value: 1) {
                    Label("Next", systemImage: "chevron.right")
                }
                Spacer()
            }
            HStack {
                Spacer()
                ShareLink(item: site)
            }
            HStack {
                Spacer()
                ShareLink(item: site) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            HStack {
                Link("Website", destination: site)
                Spacer()
            }
            HStack {
                Menu("Sort") {
                    Button("Name") {}
                }
                Spacer()
            }
            HStack {
                Menu {
                    Button("Archive") {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                Spacer()
            }
        }
    }
}
