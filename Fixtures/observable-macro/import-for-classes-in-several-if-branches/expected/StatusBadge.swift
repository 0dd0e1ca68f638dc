import SwiftUI

struct StatusBadge: View {
  @State private var reachability = Reachability()

  var body: some View {
    Text(reachability.isReachable ? "Online" : "Offline")
  }
}
