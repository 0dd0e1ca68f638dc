import SwiftUI

// Declarations in another file are known by the index's facts only: the names of the
// modifiers a body applies and what its one view is.
struct Row: View {
    let name: String

    var body: some View {
        VStack {
            Text(name).chip()
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                Text(name).banner()
                Spacer()
            }
            HStack {
                Spacer()
                Badge(count: 3)
            }
            Text(name).tagLine()
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
