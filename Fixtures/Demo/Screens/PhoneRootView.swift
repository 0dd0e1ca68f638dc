import SwiftUI

#if !os(macOS)

/// The compact root: a tab per mailbox plus settings.
struct PhoneRootView: View {
    @EnvironmentObject private var store: InboxStore
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        TabView {
            NavigationView {
                InboxListView(mailbox: .inbox)
            }
            .navigationViewStyle(.stack)
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(store.count(in: .inbox))

            NavigationStack {
                InboxListView(mailbox: .flagged)
            }
            .tabItem { Label("Flagged", systemImage: "flag") }

            NavigationStack {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gear") }
        }
        .accentColor(.indigo)
        .fullScreenCover(isPresented: showsOnboarding) {
            OnboardingView { hasOnboarded = true }
        }
    }

    private var showsOnboarding: Binding<Bool> {
        Binding(get: { !hasOnboarded }, set: { hasOnboarded = !$0 })
    }
}

#endif
