import SwiftUI

struct Ordinary: View {
    let title: String
    let value: String

    var body: some View {
        VStack {
            HStack { Text(title); Spacer(); Text(value) }
            HStack {
                Image(systemName: "star")
                Text(title)
                Spacer()
            }
            HStack {
                Text(title)
                Text(value)
            }
            HStack { Spacer() }
            VStack { Spacer(); Spacer() }
            ZStack { Text(title); Spacer() }
            HStack(content: { Text(title); Spacer() })
            Text(title).frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
