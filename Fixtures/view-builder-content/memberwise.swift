import SwiftUI

/// A rounded, padded surface that groups related content.
struct Card<Content: View>: View {
    var padding: CGFloat = 16
    let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            content()
        }
        .padding(padding)
        .background(.background)
    }
}

struct CardCallSites: View {
    var body: some View {
        VStack {
            Card {
                Text("Trailing closure")
            }
            Card(padding: 8, content: { Text("Labelled") })
            Card(content: makeContent)
            Card(padding: 4) { Text("Both") }
        }
    }

    func makeContent() -> Text {
        Text("Function reference")
    }
}
