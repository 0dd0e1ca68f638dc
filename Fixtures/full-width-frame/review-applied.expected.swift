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
            Badge().frame(maxWidth: .infinity, alignment: .leading)
            Text(title).layoutPriority(1).frame(maxWidth: .infinity, alignment: .leading)
            Text(title).frame(maxWidth: .infinity, alignment: .leading).fixedSize()
            ViewThatFits {
                Text(title).frame(maxWidth: .infinity, alignment: .leading)
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
