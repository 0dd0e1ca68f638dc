import SwiftUI

// A container whose content is the caller's @ViewBuilder closure: the caller may write
// several views, so the stack around the call is what keeps them in one row.
struct ActionRow<Content: View>: View {
    let content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        HStack {
            Spacer()
            content()
        }
    }
}

struct StoredActions<Actions: View>: View {
    @ViewBuilder let actions: Actions

    var body: some View {
        HStack {
            actions
            Spacer()
        }
    }
}

struct Corners: View {
    var body: some View {
        corner { proxy in
            Button("Close") {}
            Button("Share") {}
        }
    }

    private func corner<Content: View>(
        @ViewBuilder _ build: @escaping (GeometryProxy) -> Content
    ) -> some View {
        GeometryReader { proxy in
            VStack {
                Spacer()
                build(proxy)
            }
        }
    }
}

// A closure that returns a Text builds one Text: rewritten.
struct Caption: View {
    let makeText: () -> Text

    var body: some View {
        HStack {
            makeText()
            Spacer()
        }
    }
}
