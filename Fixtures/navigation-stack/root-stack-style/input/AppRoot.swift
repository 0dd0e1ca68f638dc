// fixture: deployment-target=iOS=16.0
import SwiftUI

@main
struct ReaderApp: App {
    @State private var isMigrating = false

    var body: some Scene {
        WindowGroup {
            ZStack {
                if !isMigrating {
                    MainTabs()
                }
                UpgradeScreen()
                    .opacity(isMigrating ? 1 : 0)
            }
            .navigationViewStyle(.stack)
        }
    }
}
