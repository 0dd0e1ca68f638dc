import SwiftUI

struct PriceTag: View {
    let name: String
    let price: String
    let wraps: Bool

    var body: some View {
        VStack {
            // A .fixedSize() inside the overlay, around the stack, reaches it.
            Text(name)
                .overlay {
                    VStack {
                        HStack { Text(price); Spacer() }
                    }
                    .fixedSize()
                }
            // The stack is the decorated view: the .fixedSize() reaches it.
            HStack { Text(price); Spacer() }
                .overlay { Text(name) }
                .fixedSize()
            // A .fixedSize() along the stack's axis, or one a value decides.
            VStack { Text(name); Spacer() }
                .fixedSize(horizontal: false, vertical: true)
            HStack { Text(name); Spacer() }
                .fixedSize(horizontal: wraps, vertical: true)
        }
    }
}
