// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

enum Route: Hashable {
  case order(Int)
  case settings
}

/// The router's own stack of routes. The module declares it, so the bare name
/// `NavigationStack` means this class here, and SwiftUI's is spelled out.
final class NavigationStack: ObservableObject {
  @Published var routes: [Route] = []

  func push(_ route: Route) { routes.append(route) }
  func popToRoot() { routes.removeAll() }
}

struct OrdersScreen: View {
  @StateObject private var stack = NavigationStack()
  let orders: [Int]

  var body: some View {
    SwiftUI.NavigationStack {
      List(orders, id: \.self) { order in
        Button("Order \(order)") { stack.push(.order(order)) }
      }
    }
  }
}
