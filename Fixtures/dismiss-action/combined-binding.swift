// fixture: deployment-target=iOS=16.0
import SwiftUI

/// @Environment with @Binding reads the PresentationMode itself: not the dismiss-only form.
struct Camera: View {
  @Environment(\.presentationMode)
  @Binding private var presentationMode

  var body: some View {
    Button("Close") { presentationMode.dismiss() }
  }
}
