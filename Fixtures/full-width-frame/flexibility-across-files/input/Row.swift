import SwiftUI

// Declarations in another file: a modifier is known by the names of the modifiers its
// body applies (the index's facts); a view's body as its own file sizes it.
struct Row: View {
    let name: String

    var body: some View {
        VStack {
            HStack {
                Text(name).chip()
                Spacer()
            }
            HStack {
                Text(name).banner()
                Spacer()
            }
            HStack {
                Spacer()
                Badge(count: 3)
            }
            HStack {
                Text(name).tagLine()
                Spacer()
            }
        }
    }
}
