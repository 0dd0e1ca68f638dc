import SwiftUI

struct StatusBadge: View {
  @StateObject private var reachability = Reachability()

  var body: some View {
    Text(reachability.isReachable ? "Online" : "Offline")
  }
}
