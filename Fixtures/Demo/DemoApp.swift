// Inbox — the demo app for swiftui-migrate.
//
// Deployment targets: iOS 17.0 and macOS 14.0. The files are plain sources, not a
// package (a Package.swift here would be picked up as a nested package); run
// `swiftui-migrate diff Fixtures/Demo --deployment-target iOS=17.0,macOS=14.0`.
// README.md beside this file lists, per migration, what should be rewritten,
// left alone, or only reported.

import SwiftUI

/// The app entry point: one window whose root depends on the platform.
@main
struct DemoApp: App {
    @StateObject private var store = InboxStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            #if os(macOS)
            SplitRootView()
                .environmentObject(store)
            #else
            PhoneRootView()
                .environmentObject(store)
            #endif
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                store.persist()
            }
        }
    }
}
