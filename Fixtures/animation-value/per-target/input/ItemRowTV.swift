import SwiftUI

#if os(tvOS)
  struct ItemRow: View {
    @State private var focused = false

    var body: some View {
      Text("Item")
        .scaleEffect(focused ? 1.1 : 1)
        .animation(.spring())
    }
  }
#endif
