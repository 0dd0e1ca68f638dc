import SwiftUI

// A stack that is the whole value of a property or function its file uses only as a
// toolbar item's content is left alone as if written in the item: the toolbar lays the
// item out at its ideal size, so the Spacer pushes nothing, and without the stack the
// Button itself would become the item and be styled as a bar button.
struct ProfileEditor: View {
  @State private var name = ""
  let close: () -> Void

  var closeButton: some View {
    HStack {
      Button {
        close()
      } label: {
        Image(systemName: "chevron.left")
      }
      Spacer()
    }
  }

  func saveButton() -> some View {
    return HStack {
      Spacer()
      Button("Save") {}
    }
  }

  var body: some View {
    Form {
      TextField("Name", text: $name)
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        closeButton
      }
      ToolbarItem(placement: .confirmationAction) {
        saveButton()
          .disabled(name.isEmpty)
      }
    }
  }
}
