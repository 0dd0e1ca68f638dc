import SwiftUI

// Declarations in another file: a modifier is known by the names of the modifiers its
// body applies (the index's facts); a view's body as its own file sizes it.
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
            Badge(count: 3)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Text(name).tagLine()
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
