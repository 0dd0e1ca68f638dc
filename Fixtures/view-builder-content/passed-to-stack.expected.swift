import SwiftUI

// The stored closure handed to a stack as its `content:` is run once, by the stack's init,
// as a call in the stack's trailing closure is: the view is stored and handed over in one.
struct Panel<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack { content }
            .padding()
    }
}

struct Strip<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        HStack(
            alignment: .top,
            spacing: 0
        ) { self.content }
    }
}

// A lazy stack runs it when it lays out its rows: keep the closure.
struct Feed<Content: View>: View {
    let content: () -> Content

    var body: some View {
        LazyVStack(spacing: 8, content: content)
    }
}

struct Screen: View {
    var body: some View {
        Panel { Text("Title") }
        Strip { Text("A") }
        Feed { Text("Row") }
    }
}
