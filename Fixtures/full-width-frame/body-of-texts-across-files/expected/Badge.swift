import SwiftUI

// A view's body declared in another file than the stacks that push it: sized as its own
// file sizes it (its body's syntax), not only by the index's arity.
struct Badge: View {
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(count)")
                .font(.headline)
            if count > 9 {
                Text("many")
                    .foregroundStyle(.secondary)
            } else {
                Label("few", systemImage: "star")
            }
        }
        .padding(4)
    }
}

struct SaveButton: View {
    let save: () -> Void

    var body: some View {
        Button(action: save) {
            Label("Save", systemImage: "square.and.arrow.down")
        }
    }
}

extension Inbox {
    var header: some View {
        HStack(spacing: 4) {
            Image(systemName: "tray")
            Text("Inbox")
        }
    }
}
