import SwiftUI

#if os(macOS)
  /// navigationBarItems does not exist on macOS: the app's shim keeps shared code compiling.
  extension View {
    func navigationBarItems<T: View>(trailing: T) -> some View {
      toolbar { ToolbarItem(placement: .primaryAction) { trailing } }
    }
  }
#endif
