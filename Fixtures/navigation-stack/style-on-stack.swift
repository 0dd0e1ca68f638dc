// fixture: deployment-target=iOS=17.0
import SwiftUI

struct GlossarySheet<Entries: View>: View {
    let entries: Entries

    var body: some View {
        NavigationStack {
            entries
                .navigationTitle("Glossary")
        }
        .navigationViewStyle(.stack)
    }
}

struct IndexSheet: View {
    var body: some View {
        NavigationSplitView {
            Text("Letters")
        } detail: {
            Text("Pick a letter")
        }.navigationViewStyle(StackNavigationViewStyle())
    }
}
