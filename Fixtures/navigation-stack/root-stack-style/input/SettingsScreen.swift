import SwiftUI

struct SettingsScreen: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Account")
            }
        }
    }
}

struct ShortcutsPanel: View {
    @State private var showsSettings = false

    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) {
                SettingsScreen()
            }
    }
}
