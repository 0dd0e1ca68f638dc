import SwiftUI

/// First-run onboarding: three short pages over a full-bleed gradient.
struct OnboardingView: View {
    var onFinish: () -> Void

    @State private var page = 0

    private let pages: [(symbol: String, title: String, text: String)] = [
        ("tray.full", "All your mail", "Every account in one inbox."),
        ("flag", "Never miss a reply", "Flag what needs an answer."),
        ("archivebox", "Inbox zero", "Swipe to archive when you're done."),
    ]

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color.indigo, Color.teal],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()

            VStack(spacing: 24) {
                Image(systemName: pages[page].symbol)
                    .font(.system(size: 64))
                Text(pages[page].title)
                    .font(.largeTitle.bold())
                Text(pages[page].text)
                    .multilineTextAlignment(.center)

                HStack { Spacer(); Text("Step \(page + 1) of \(pages.count)"); Spacer() }
                    .foregroundColor(.white.opacity(0.8))

                WidthFraction(fraction: CGFloat(page + 1) / CGFloat(pages.count)) {
                    Capsule().fill(.white)
                }
                .frame(height: 4)
                .padding(.horizontal, 48)
            }
            .foregroundColor(.white)
            .padding()

            VStack {
                Spacer()
                Button(action: advance) {
                    Text(page == pages.count - 1 ? "Get Started" : "Continue")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .padding()
            }
            .ignoresSafeArea()
        }
        .background {
            Color.black.edgesIgnoringSafeArea(.all)
        }
        .animation(.easeInOut, value: page)
    }

    private func advance() {
        if page < pages.count - 1 {
            page += 1
        } else {
            onFinish()
        }
    }
}
