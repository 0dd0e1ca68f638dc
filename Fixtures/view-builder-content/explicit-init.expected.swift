import SwiftUI

/// A titled box for grouping content on screens that are not a `Form`.
struct SectionBox<Content: View>: View {
    private let title: LocalizedStringKey
    @ViewBuilder private let content: Content

    /// Creates a box with a title above `content`.
    init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
            self.content
        }
        .padding()
    }
}

struct SectionBoxCallSites: View {
    let rows: [String]

    var body: some View {
        SectionBox("Trailing") {
            ForEach(rows, id: \.self) { Text($0) }
        }
        SectionBox("Labelled", content: { Text("One") })
        SectionBox("Reference", content: footer)
    }

    func footer() -> some View {
        Text("Footer")
    }
}
