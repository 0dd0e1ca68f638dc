// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A view halfway through the move keeps its dismiss property and loses presentationMode.
struct Settings: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Button("Done") { dismiss() }
      Button("Close") { dismiss() }
    }
  }
}
