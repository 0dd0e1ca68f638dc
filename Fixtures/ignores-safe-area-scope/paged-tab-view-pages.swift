// fixture: deployment-target=iOS=16.0 include-review
import SwiftUI

struct Story: Identifiable {
    let id: Int
    let title: String
}

struct FeaturedCarousel: View {
    let stories: [Story]
    @State private var page = 0

    var body: some View {
        // Pages of a paged TabView: the pager sizes them, not the screen.
        TabView(selection: $page) {
            ForEach(stories) { story in
                Button {
                    page = story.id
                } label: {
                    VStack(alignment: .leading) {
                        Text(story.title)
                        Spacer(minLength: 0)
                    }
                    .padding()
                }
                .tag(story.id)
                .ignoresSafeArea()
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .frame(height: 220)
    }
}

struct Onboarding: View {
    var body: some View {
        TabView {
            VStack { Text("Welcome"); Button("Next") {} }
                .ignoresSafeArea()
            Text("All set")
                .ignoresSafeArea()
        }
        .tabViewStyle(PageTabViewStyle())
    }
}

struct Sections: View {
    var body: some View {
        // Tabs with a tab bar: the content does run under the bars.
        TabView {
            VStack { Text("Inbox"); Button("Refresh") {} }
                .ignoresSafeArea()
        }
    }
}
