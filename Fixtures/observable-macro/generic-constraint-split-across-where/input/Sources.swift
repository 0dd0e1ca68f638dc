import SwiftUI

/// What the connection screens read of a store of sources.
protocol SourceConnecting: AnyObject {
  func isConnected(_ name: String) -> Bool
}

final class ConnectionStore: ObservableObject, SourceConnecting {
  @Published var connected: Set<String> = []

  func isConnected(_ name: String) -> Bool { connected.contains(name) }
}

final class ProfileModel: ObservableObject {
  @Published var name = ""
}

/// The protocol in the parameter's clause, ObservableObject in the `where` clause: together
/// they are the parameter's constraint, so a store of unknown type passed as `Store` is a
/// class that conforms to SourceConnecting, never ProfileModel.
struct SourcePrimer<Store: SourceConnecting>: View where Store: ObservableObject {
  @ObservedObject var store: Store

  var body: some View {
    Text(store.isConnected("health") ? "Connected" : "Not connected")
  }
}

/// The same the other way round.
struct SourceBadge<Store: ObservableObject>: View where Store: SourceConnecting {
  @ObservedObject var store: Store

  var body: some View {
    Image(systemName: store.isConnected("strava") ? "checkmark" : "xmark")
  }
}

struct SourceList<Store: SourceConnecting>: View where Store: ObservableObject {
  @ObservedObject var store: Store

  var body: some View {
    VStack {
      SourcePrimer(store: store)
      SourceBadge(store: store)
    }
  }
}
