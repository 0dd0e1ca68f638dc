import SwiftUI

// Sizing follows declarations four deep: from a stack's view straight to `Outer`, it
// reaches the leaf's Text; through `title`, one step more, it does not, whichever file
// declares them.
struct Outer: View {
    var body: some View { Middle() }
}

struct Middle: View {
    var body: some View { Inner() }
}

struct Inner: View {
    var body: some View { Leaf() }
}

struct Leaf: View {
    var body: some View { VStack { Text("Leaf") } }
}
