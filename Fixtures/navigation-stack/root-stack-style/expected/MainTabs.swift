import SwiftUI

struct MainTabs: View {
    @State private var showsAbout = false

    var body: some View {
        TabView {
            FeedScreen()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            settings
                .tabItem { Label("Settings", systemImage: "gear") }
        }
        .sheet(isPresented: $showsAbout) {
            AboutScreen()
        }
    }

    private var settings: some View {
        SettingsScreen()
    }
}

struct AboutScreen: View {
    var body: some View {
        NavigationView {
            Text("Made with care")
                .navigationTitle("About")
        }
    }
}
