import SwiftUI

struct DomainView: View {
  @State private var isEditingName = false

  var body: some View {
    Button("Edit name") { isEditingName = true }
      .sheet(isPresented: $isEditingName) { NameEditor() }
  }
}

/// Another file's editor of the same name: its `dismiss` is none of AccountView.swift's.
private struct NameEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close", action: dismiss.callAsFunction)
  }
}
