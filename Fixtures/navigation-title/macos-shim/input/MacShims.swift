// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

#if os(macOS)
  /// navigationBarTitle does not exist on macOS: the app's shim keeps shared code compiling.
  extension View {
    func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }
  }
#endif
