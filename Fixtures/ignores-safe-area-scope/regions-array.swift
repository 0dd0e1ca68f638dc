// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct CommentComposer: View {
    @State private var comment = ""

    var body: some View {
        VStack {
            Text("Add a comment")
            TextField("Comment", text: $comment)
        }
        .ignoresSafeArea([.all], edges: .bottom)
    }
}

struct WelcomeCard: View {
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Continue") {}
        }
        .ignoresSafeArea([.container, .keyboard])
    }
}

struct StatusStrip: View {
    var body: some View {
        VStack {
            Spacer()
            Text("Synced")
        }
        .ignoresSafeArea([SafeAreaRegions.all])
    }
}

struct ToolbarHost: View {
    var body: some View {
        VStack {
            Text("Explicit container only")
        }
        .ignoresSafeArea([.container], edges: .bottom)
    }
}
