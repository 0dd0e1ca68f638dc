import SwiftUI

struct MyHStack<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { HStack { content } }
}

struct NotMatched: View {
    let title: String

    var body: some View {
        VStack {
            MyHStack { Text(title); Spacer() }
            LazyHStack { Text(title); Spacer() }
            ZStack { Text(title); Spacer() }
            HStack(content: { Text(title); Spacer() })
            Spacer()
        }
    }
}
