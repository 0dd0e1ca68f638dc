// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

// The list already ends above the bar: its padding keeps the bar's edge free, so no row
// goes under the bar and there is nothing to reserve.
struct PickPeople: View {
    let people: [String]
    @State private var picked: Set<String> = []

    var body: some View {
        ZStack(alignment: .bottom) {
            List(people, id: \.self) { person in
                Text(person)
            }
            .padding(.bottom, 60)

            Button("Next") {}
                .frame(height: 44)
        }
    }
}

struct Inbox: View {
    let messages: [String]

    var body: some View {
        List(messages, id: \.self) { Text($0) }
            .safeAreaPadding(.vertical, 56)
            .overlay(alignment: .top) {
                Button("New messages") {}
            }
    }
}

// Padding on another edge reserves nothing for the bar: rewritten.
struct Feed: View {
    let posts: [String]

    var body: some View {
        List(posts, id: \.self) { Text($0) }
            .padding(.top, 8)
            .safeAreaBar(edge: .bottom) {
                Button("Compose") {}
            }
    }
}
