// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

final class PageView: UIView {
    var address = ""
}

struct ArticlePage: UIViewRepresentable {
    let address: String

    func makeUIView(context: Context) -> PageView { PageView() }
    func updateUIView(_ view: PageView, context: Context) {
        view.address = address
    }
}

struct ArticleReader: View {
    let address: String
    @Binding var isShown: Bool

    var body: some View {
        // The hosted page scrolls its own content; the ScrollView around it is only a frame.
        GeometryReader { proxy in
            ZStack(alignment: .topTrailing) {
                ScrollView {
                    ArticlePage(address: address)
                        .frame(width: proxy.size.width, height: proxy.size.height)
                }
                Button {
                    isShown = false
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .padding(12)
                }
            }
        }
    }
}

struct ArticlePreview: View {
    let address: String
    let loaded: Bool

    var body: some View {
        ScrollView {
            if loaded {
                ArticlePage(address: address)
                    .frame(height: 600)
            }
        }
        .overlay(alignment: .bottom) {
            Button("Open in Safari") {}
                .padding()
        }
    }
}
