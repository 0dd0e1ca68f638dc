// fixture: deployment-target=iOS=16.0
import SwiftUI

// ViewModifier's own animation(_:) (`someModifier.animation(a)`, a modifier) is not the
// deprecated View modifier, and has no value: form: nothing to say where the chain is what
// a member typed as a ViewModifier returns.
struct ShakeModifier: ViewModifier {
    var shakes: Int

    func body(content: Content) -> some View {
        content.offset(x: shakes.isMultiple(of: 2) ? 0 : 6)
    }
}

struct ChangeEffect {
    var animation: Animation?
    var makeModifier: (Int) -> ShakeModifier

    func viewModifier(changeCount: Int) -> some ViewModifier {
        makeModifier(changeCount)
            .animation(animation)
    }

    var resting: some ViewModifier {
        ShakeModifier(shakes: 0).animation(nil)
    }
}

// A view's animation(_:) in a view-returning member is still reported.
struct Badge: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .animation(.default)
    }
}
