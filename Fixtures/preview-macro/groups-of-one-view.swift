// fixture: deployment-target=iOS=17.0
import SwiftUI

final class Session: ObservableObject {}

struct TabsLayout: View {
    var body: some View {
        Text("Tabs")
    }
}

// Each Group holds one view and nothing else: each becomes a #Preview of that view.
struct TabsLayout_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TabsLayout()
                .preferredColorScheme(.light)
                .environmentObject(Session())
        }
        Group {
            TabsLayout()
                .preferredColorScheme(.dark)
                .environmentObject(Session())
        }
    }
}

// A comment in a Group beside its view stays with the Group.
struct Commented_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            // The light appearance.
            TabsLayout()
                .preferredColorScheme(.light)
        }
        Group {
            TabsLayout()
                .preferredColorScheme(.dark)
        }
    }
}
