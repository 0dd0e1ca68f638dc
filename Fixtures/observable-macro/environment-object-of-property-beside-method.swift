// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

// A split view keeps its orientation in an object it hands to its children, and has a
// method of the same base name that returns a copy with another one. `layout`, not called,
// is the property: the object's class is known, so the other classes of the module convert
// too (an object of unknown type would keep them all ObservableObject).
final class PaneOrientation: ObservableObject {
    @Published var isHorizontal = true
}

final class Preferences: ObservableObject {
    @Published var showsSidebar = true
}

struct Panes<Primary: View>: View {
    private let primary: Primary
    @ObservedObject private var layout: PaneOrientation

    init(_ layout: PaneOrientation, @ViewBuilder primary: () -> Primary) {
        self.layout = layout
        self.primary = primary()
    }

    var body: some View {
        GeometryReader { geometry in
            primary
                .frame(width: self.layout.isHorizontal ? geometry.size.width / 2 : nil)
                .environmentObject(layout)
        }
    }

    func layout(_ layout: PaneOrientation) -> Panes {
        Panes(layout) { primary }
    }
}

struct Sidebar: View {
    @EnvironmentObject private var orientation: PaneOrientation
    @StateObject private var preferences = Preferences()

    var body: some View {
        Text(orientation.isHorizontal ? "Wide" : "Tall")
            .opacity(preferences.showsSidebar ? 1 : 0)
    }
}
