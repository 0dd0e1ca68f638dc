// fixture: deployment-target=iOS=17.0
import SwiftUI

final class Session: ObservableObject {}

struct TabsLayout: View {
    var body: some View {
        Text("Tabs")
    }
}

// Each Group holds one view and nothing else: each becomes a #Preview of that view.
#Preview {
    TabsLayout()
        .preferredColorScheme(.light)
        .environmentObject(Session())
}

#Preview {
    TabsLayout()
        .preferredColorScheme(.dark)
        .environmentObject(Session())
}

// A comment in a Group beside its view stays with the Group.
#Preview {
    Group {
        // The light appearance.
        TabsLayout()
            .preferredColorScheme(.light)
    }
}

#Preview {
    TabsLayout()
        .preferredColorScheme(.dark)
}
