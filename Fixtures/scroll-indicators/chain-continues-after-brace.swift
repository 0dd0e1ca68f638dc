// fixture: deployment-target=iOS=17.0
import SwiftUI

// The chain goes on on the closing brace's line, later modifiers on lines of their own: the
// new modifier joins the brace's line, as `.fixedSize` is written.
struct DateChips: View {
    let names: [String]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
            }
        }.fixedSize(horizontal: false, vertical: true)
            .padding(.vertical, 10)
    }
}
