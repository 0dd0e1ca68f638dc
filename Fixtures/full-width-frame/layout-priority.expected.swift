// fixture: include-review
import SwiftUI

// `.layoutPriority` on the pushed view only ranked it against the Spacer inside the stack;
// inside the frame it ranks nothing: review (migrations.md §1, difference 5). On the stack
// it ranks the row in its parent, and after the frame it still does: safe.
struct OrderSummary: View {
    let total: String
    let note: String

    var body: some View {
        VStack {
            Text(total)
                .bold()
                .layoutPriority(1)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(note)
                .frame(maxWidth: .infinity, alignment: .trailing)
                .layoutPriority(2)
            Image(systemName: "cart").layoutPriority(1)
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}
