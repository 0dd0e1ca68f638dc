// fixture: deployment-target=iOS=17.0
import SwiftUI

// SwiftUI's own views that are neither readable content nor a backdrop (a Divider line, a
// type-erased AnyView) are not "a custom view": no note. A view the project declares is.
struct Toolbar: View {
    var body: some View {
        Text("Tools")
    }
}

struct Drawer: View {
    let tools: AnyView

    var body: some View {
        VStack {
            Divider()
                .ignoresSafeArea()
            AnyView(tools)
                .ignoresSafeArea()
            Toolbar()
                .ignoresSafeArea()
        }
    }
}
