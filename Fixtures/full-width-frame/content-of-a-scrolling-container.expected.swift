import SwiftUI

// A project container that scrolls whatever it is given. A VStack centring a spinner with
// Spacers, passed in as its content, sits in a vertical ScrollView: the Spacers cannot
// grow there and only pad the spinner, which the container measures. Review, not safe.
struct ScrollingPanel<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ScrollView {
            content
                .padding(.horizontal)
        }
    }
}

struct UploadProgressSheet: View {
    var body: some View {
        ScrollingPanel {
            VStack {
                Spacer()
                ProgressView("Uploading…")
                    .progressViewStyle(.circular)
                Spacer()
            }
        }
    }
}

struct UploadFooter: View {
    var body: some View {
        ScrollingPanel(content: {
            VStack {
                Text("Uploads resume when the device is back online.")
                Spacer()
            }
        })
    }
}

// Across the scroll axis the panel offers its width: the Spacer there can grow.
struct UploadTitle: View {
    var body: some View {
        ScrollingPanel {
            Text("Uploads")
                .frame(maxWidth: .infinity)
        }
    }
}
