// fixture: deployment-target=iOS=16.0
import SwiftUI

/// @Environment with @Binding reads the PresentationMode itself: `presentationMode.dismiss()`
/// is the dismiss-only form, without `wrappedValue`.
struct Camera: View {
  @Environment(\.dismiss)
  private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
