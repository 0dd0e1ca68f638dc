import SwiftUI

/// Nothing makes it `Checkable`: neither constraint can take it.
final class SidebarStore: ObservableObject {
  @Published var selection = 0
}

struct Sidebar: View {
  @StateObject private var store = SidebarStore()

  var body: some View {
    Text("\(store.selection)")
  }
}
