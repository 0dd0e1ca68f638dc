import SwiftUI

/// Nothing makes it `Checkable`: neither constraint can take it.
@Observable
final class SidebarStore {
  var selection = 0
}

struct Sidebar: View {
  @State private var store = SidebarStore()

  var body: some View {
    Text("\(store.selection)")
  }
}
