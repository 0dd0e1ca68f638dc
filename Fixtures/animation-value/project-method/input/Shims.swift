import SwiftUI

extension Animation {
  static var gentle: Animation { .spring() }
}

#if os(macOS)
  /// The app's own animation(_:) for macOS 11, where animation(_:value:) was missing.
  extension View {
    func animation(_ animation: Animation?) -> some View { transaction { $0.animation = animation } }
  }
#endif
