import SwiftUI

/// Quick filters and the connection state, shown above the inbox on iPad.
struct SyncStatusView: View {
    @StateObject private var filter = MailFilter()
    @StateObject private var monitor = SyncMonitor()
    @State private var showsOfflineBanner = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Unread only", isOn: $filter.unreadOnly)
            Toggle("Flagged only", isOn: $filter.flaggedOnly)
            if showsOfflineBanner {
                Text("Offline")
            }
        }
        .onReceive(monitor.$isOnline) { online in
            showsOfflineBanner = !online
        }
        .onAppear { monitor.check() }
    }
}
