import SwiftUI

// A flexible view made by a ForEach inside X makes X flexible: the stack shares the free
// space with the Spacer, the frame would give it all. Left as it is.
struct TagEditor: View {
    @Binding var tags: [String]

    var body: some View {
        HStack {
            VStack {
                ForEach($tags, id: \.self, content: { $tag in
                    TextField("Tag", text: $tag)
                })
            }
            Spacer()
        }
    }
}
