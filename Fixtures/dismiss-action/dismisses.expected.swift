// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct EditSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Cancel") { dismiss() }
      Button("Save") {
        save()
        self.dismiss()
      }
    }
  }
}

extension EditSheet {
  func save() {
    dismiss()
  }
}

struct Picker: View {
  @Environment(\.dismiss) private var dismiss
  let choices: [String]

  var body: some View {
    List(choices, id: \.self) { choice in
      Button(choice) { dismiss() }
    }
  }
}

struct About: View {
  @Environment(\.dismiss) public var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
