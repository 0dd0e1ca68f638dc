// fixture: deployment-target=iOS=16.0
import SwiftUI

struct AccountView: View {
  @State private var isEditingName = false

  var body: some View {
    Button("Edit name") { isEditingName = true }
      .sheet(isPresented: $isEditingName) { NameEditor(title: "Account") }
  }
}

/// This file's own editor: it closes through presentationMode, and has no `dismiss`.
private struct NameEditor: View {
  let title: String
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    Button("Save \(title)") { presentationMode.wrappedValue.dismiss() }
  }
}
