// fixture: include-review
import SwiftUI

// A local `let` holding views is followed like a property: a Group of a ForEach is several
// views, which would each get the frame without the stack (inside ViewThatFits, each row
// would take the whole height). A local the tool cannot see into is reviewed.
struct SourcesList: View {
    let names: [String]
    let footer: AnyView

    var body: some View {
        let rows = Group {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
        }
        let title = Text("Sources").font(.headline)
        VStack {
            ViewThatFits(in: .vertical) {
                VStack(spacing: 0) {
                    rows
                    Spacer()
                }
                ScrollView {
                    rows
                }
            }
            HStack {
                title
                Spacer()
            }
            VStack {
                Spacer()
                footer
            }
        }
    }
}
