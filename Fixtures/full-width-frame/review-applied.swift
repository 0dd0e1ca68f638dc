// fixture: include-review
import SwiftUI

struct Badge: View {
    var body: some View { Text("New") }
}

struct Review: View {
    let title: String

    var body: some View {
        VStack {
            HStack { Spacer(minLength: 8); Text(title) }
            HStack { Badge(); Spacer() }
            HStack { Text(title).layoutPriority(1); Spacer() }
            HStack { Text(title); Spacer() }.fixedSize()
            ViewThatFits {
                HStack { Text(title); Spacer() }
                Text(title)
            }
            ScrollView(.horizontal) {
                HStack { Text(title); Spacer() }
            }
            ScrollView {
                VStack { Text(title); Spacer() }
            }
        }
    }
}
