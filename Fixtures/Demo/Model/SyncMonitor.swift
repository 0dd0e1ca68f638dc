import SwiftUI

/// Whether the mail server is reachable. Views react to going offline through the
/// `$isOnline` publisher, which `@Observable` does not have.
@MainActor
final class SyncMonitor: ObservableObject {
    @Published private(set) var isOnline = true
    @Published private(set) var lastSync = Date()

    func check() {
        lastSync = Date()
    }
}
