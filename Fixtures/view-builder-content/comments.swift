import SwiftUI

struct Tile<Content: View>: View {
    /// The tile's content, built by the caller.
    ///
    /// Shown below the title.
    @ViewBuilder
    let content: () -> Content // laid out by `body`

    // The title line.
    let title: String

    var body: some View {
        VStack {
            Text(title)
            content() // the caller's view
        }
    }
}

struct TileCallSites: View {
    var body: some View {
        Tile(content: { Text("Labelled") }, title: "A")
    }
}
