// A local `let` that holds a Group of two views or a ForEach is several views: without the
// stack each of them would get the frame (two full-width rows instead of one pushed pair).
import SwiftUI

struct BadgeRow: View {
    let tags: [String]

    var body: some View {
        let pair = Group {
            Image(systemName: "tag")
            Text("Tags")
        }
        let chips = ForEach(tags, id: \.self) { tag in
            Text(tag)
        }
        VStack {
            HStack {
                pair
                Spacer()
            }
            HStack {
                Spacer()
                chips
            }
        }
    }
}
