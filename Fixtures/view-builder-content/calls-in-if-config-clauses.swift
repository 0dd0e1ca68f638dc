import SwiftUI

// `content()` once in each clause of one `#if`: a build compiles one of the calls, so it is
// not called twice; the note gives the first call's own reason (a List builds its rows
// lazily). Calls in two `#if` blocks may both be compiled: called twice.
struct MessageScroller<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        #if os(macOS)
        List {
            content()
        }
        #else
        ScrollView {
            content()
        }
        #endif
    }
}

struct DebugPanel<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack {
            #if DEBUG
            content()
            #endif
            #if os(iOS)
            content()
            #endif
        }
    }
}
