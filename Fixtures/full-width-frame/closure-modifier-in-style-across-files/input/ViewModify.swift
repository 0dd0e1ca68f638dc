import SwiftUI

extension View {
  /// Hands the view to `transform`, for modifiers chosen by availability.
  func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> some View {
    transform(self)
  }
}
