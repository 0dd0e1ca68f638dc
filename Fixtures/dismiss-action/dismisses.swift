// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct EditSheet: View {
  @Environment(\.presentationMode) var presentationMode
  @State private var name = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Cancel") { presentationMode.wrappedValue.dismiss() }
      Button("Save") {
        save()
        self.presentationMode.wrappedValue.dismiss()
      }
    }
  }
}

extension EditSheet {
  func save() {
    presentationMode.wrappedValue.dismiss()
  }
}

struct Picker: View {
  @Environment(\.presentationMode) private var mode: Binding<PresentationMode>
  let choices: [String]

  var body: some View {
    List(choices, id: \.self) { choice in
      Button(choice) { mode.wrappedValue.dismiss() }
    }
  }
}

struct About: View {
  @Environment(\EnvironmentValues.presentationMode) public var presentationMode

  var body: some View {
    Button("Close") { presentationMode.wrappedValue.dismiss() }
  }
}
