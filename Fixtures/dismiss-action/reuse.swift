// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A view halfway through the move keeps its dismiss property and loses presentationMode.
struct Settings: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    VStack {
      Button("Done") { dismiss() }
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
  }
}
