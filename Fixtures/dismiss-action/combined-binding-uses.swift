// fixture: deployment-target=iOS=16.0
import SwiftUI

/// The one-line form, read only to dismiss, through `self.` too.
struct AddressPicker: View {
  @Environment(\.presentationMode) @Binding private var presentationMode
  let addresses: [String]

  var body: some View {
    List(addresses, id: \.self) { address in
      Button(address) { presentationMode.dismiss() }
    }
    .toolbar {
      Button("Cancel") { self.presentationMode.dismiss() }
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
