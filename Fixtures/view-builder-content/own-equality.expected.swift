// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Fingerprint: Equatable {
    var count: Int
}

// A view that compares itself with its own `==` decides itself when its body runs again;
// its closure is not what makes it re-run, and it puts off building the content until
// then. Storing the view would build the content in every parent update: left alone, with
// a note for --verbose. A view without its own `==` still converts.
struct SnapshotGate<Content: View>: View, Equatable {
    let fingerprint: Fingerprint
    @ViewBuilder let content: () -> Content

    static func == (lhs: SnapshotGate, rhs: SnapshotGate) -> Bool {
        lhs.fingerprint == rhs.fingerprint
    }

    var body: some View {
        content()
    }
}

struct Panel<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            content
        }
    }
}

struct Dashboard: View {
    let total: Int

    var body: some View {
        SnapshotGate(fingerprint: Fingerprint(count: total)) {
            Text("\(total)")
        }
        Panel {
            Text("Panel")
        }
    }
}
