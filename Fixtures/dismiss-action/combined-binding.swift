// fixture: deployment-target=iOS=16.0
import SwiftUI

/// @Environment with @Binding reads the PresentationMode itself: `presentationMode.dismiss()`
/// is the dismiss-only form, without `wrappedValue`.
struct Camera: View {
  @Environment(\.presentationMode)
  @Binding private var presentationMode

  var body: some View {
    Button("Close") { presentationMode.dismiss() }
  }
}
