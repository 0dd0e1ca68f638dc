// fixture: deployment-target=iOS=16.0
import SwiftUI

/// The one-line form, read only to dismiss, through `self.` too.
struct AddressPicker: View {
  @Environment(\.dismiss) private var dismiss
  let addresses: [String]

  var body: some View {
    List(addresses, id: \.self) { address in
      Button(address) { dismiss() }
    }
    .toolbar {
      Button("Cancel") { self.dismiss() }
    }
  }
}

/// Read for isPresented too: @Environment(\.dismiss) replaces only the dismissal.
struct FeeEditor: View {
  @Environment(\.presentationMode) @Binding var presentationMode

  var body: some View {
    Button("Done") {
      if presentationMode.isPresented {
        presentationMode.dismiss()
      }
    }
  }
}
