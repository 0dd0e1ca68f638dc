// fixture: deployment-target=iOS=16.0
import SwiftUI

/// A design system that nests its own `Color` in a namespace type: inside the namespace and
/// its extensions the bare name `Color` means `Palette.Color`, so an edit written there has
/// to name SwiftUI's type in full; outside it, `Color` is SwiftUI's again.
enum Palette {
    enum Color: String {
        case ink, paper
    }

    struct Swatch: View {
        var body: some View {
            Text("Ink").foregroundColor(.accentColor)
        }
    }
}

extension Palette {
    struct Sample: View {
        var body: some View {
            Text("Paper").foregroundColor(.secondary)
        }
    }
}

struct Caption: View {
    var body: some View {
        Text("Caption").foregroundColor(.accentColor)
    }
}
