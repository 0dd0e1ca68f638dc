// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

final class PermissionsModel: ObservableObject {
  @Published var failedToSave = false
  @Published var failedToLoad = false
}

struct PermissionsEditor: View {
  @ObservedObject var model: PermissionsModel

  var body: some View {
    Form {
      Text("Permissions")
    }
    // No buttons: `{} message: {` ends the header's line, and counts in its width.
    .alert(isPresented: $model.failedToSave) {
      Alert(
        title: Text("Something went wrong", bundle: .main),
        message: Text("The permissions were not saved. Try again.", bundle: .main)
      )
    }
    // Short enough with the message's brace: one line.
    .alert(isPresented: $model.failedToLoad) {
      Alert(title: Text("Not loaded"), message: Text("Try again."))
    }
  }
}
