// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct DraftView: View {
  @ObservedObject var model: DraftModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Draft")
      .onReceive(model.$isSaving) { saving in
        if !saving { dismiss() }
      }
  }
}

struct TagsView: View {
  let editor: Editor
  @State private var saves = 0

  var body: some View {
    Text("\(saves)")
      .onReceive(editor.tags.$isSaving) { _ in saves += 1 }
  }
}
