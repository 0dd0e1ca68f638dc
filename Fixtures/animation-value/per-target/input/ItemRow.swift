// fixture: deployment-target=iOS=15.0,tvOS=15.0
import SwiftUI

/// The same type is declared again in the tvOS file: the run's index cannot tell them
/// apart, so each file's own declarations name the state.
#if !os(tvOS)
  struct ItemRow: View {
    @State private var pressed = false

    var body: some View {
      Text("Item")
        .opacity(pressed ? 0.5 : 1)
        .animation(.spring())
    }
  }
#endif
