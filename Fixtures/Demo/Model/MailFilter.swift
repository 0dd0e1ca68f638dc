import SwiftUI

/// Which messages the status bar's quick filters let through.
final class MailFilter: ObservableObject {
    @Published var unreadOnly = false
    @Published var flaggedOnly = false

    /// When the filters last changed; not shown anywhere.
    private var lastChanged = Date()

    func reset() {
        unreadOnly = false
        flaggedOnly = false
        lastChanged = Date()
    }
}
