import SwiftUI

// Bodies in another file that are several views, or may be: the stack stays.
struct Pair: View {
    var body: some View {
        Text("One")
        Text("Two")
    }
}

struct Choice: View {
    let compact: Bool

    var body: some View {
        if compact {
            Text("Short")
        } else {
            Text("A longer title")
            Text("with a subtitle")
        }
    }
}
