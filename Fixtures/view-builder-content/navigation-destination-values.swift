// fixture: deployment-target=iOS=17.0
import SwiftUI

// The value a `navigationDestination(for: Route.self)` closure receives is a `Route`, so a
// `.content` read on a case's payload is `Tab.content`, not this wrapper's closure: the
// closure is stored as the view. `destination:` with `$0` reads the same.
struct StackWrapper<Content: View>: View {
  @ViewBuilder var content: () -> Content

  var body: some View {
    NavigationStack {
      content()
        .navigationDestination(for: Route.self) { route in
          switch route {
          case .tab(let tab):
            tab.content
          case .detail(let id):
            Text("Item \(id)")
          }
        }
    }
  }
}

enum Route: Hashable {
  case tab(Tab)
  case detail(Int)
}

enum Tab: Hashable {
  case home

  var content: some View { Text("Home") }
}

struct TabsWrapper<Content: View>: View {
  @ViewBuilder var content: () -> Content

  var body: some View {
    NavigationStack {
      content()
        .navigationDestination(for: Tab.self, destination: { $0.content })
    }
  }
}
