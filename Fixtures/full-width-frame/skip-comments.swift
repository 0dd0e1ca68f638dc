import SwiftUI

struct Commented: View {
    let title: String

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer() // keeps the title on the left
                // and the count on the right
            }
            HStack {
                Spacer()
                Text(title)
                // TODO: add a count
            }
            HStack(spacing: 0 /* tight */) { Text(title); Spacer() }
            HStack { Text(title) /* title */; Spacer() }
        }
    }

    func header() -> some View {
        return HStack {
            // The header title.
            Text(title)
            Spacer()
        }
    }
}
