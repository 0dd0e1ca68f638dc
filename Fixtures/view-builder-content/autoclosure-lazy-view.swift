import SwiftUI

// A lazy wrapper: the @autoclosure is there so the wrapped view (often a navigation
// destination) is built only when `body` runs. Storing the view would build it at once,
// and `@ViewBuilder` cannot mark an autoclosure parameter.
struct Deferred<Content: View>: View {
    let make: () -> Content

    init(_ make: @autoclosure @escaping () -> Content) {
        self.make = make
    }

    var body: Content {
        make()
    }
}

struct Library: View {
    var body: some View {
        NavigationLink("Details") {
            Deferred(Text("Expensive"))
        }
    }
}
