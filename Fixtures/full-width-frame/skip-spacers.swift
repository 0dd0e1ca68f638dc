import SwiftUI

struct Spacers: View {
    let title: String

    var body: some View {
        VStack {
            HStack { Text(title); Spacer().frame(width: 8) }
            HStack { Spacer().layoutPriority(1); Text(title) }
            HStack { Spacer(); Spacer(); Text(title) }
            HStack { Spacer(); Text(title); Spacer(minLength: 0) }
            HStack { Spacer(); Text(title); Spacer(); Spacer() }
            VStack {
                Spacer(minLength: 20)
                Text(title)
                Spacer()
            }
        }
    }
}
