// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

final class DraftsModel: ObservableObject {
  @Published var drafts: [String] = []
  func discardAll() { drafts.removeAll() }
}

/// Buttons whose action is a method passed by name (`action: discard`, `model.discardAll`)
/// or a non-optional closure property become Buttons with the same `action:`; an action
/// that may be optional (`(() -> Void)?`) is only reported, its button quoted up to a whole
/// token.
struct DraftsView: View {
  @StateObject private var model = DraftsModel()
  @State private var confirmsDiscard = false
  @State private var confirmsLeave = false
  @State private var showsOptions = false
  @State private var showsSaved = false
  let onLeave: () -> Void
  let onSaved: (() -> Void)?
  let keepTitle: String

  func discard() { model.discardAll() }

  var body: some View {
    List(model.drafts, id: \.self) { Text($0) }
      .alert("Discard drafts?", isPresented: $confirmsDiscard) {
        Button("Discard", role: .destructive, action: discard)
        Button(role: .cancel, action: onLeave) {
          Text(keepTitle)
        }
      }
      .alert("Leave?", isPresented: $confirmsLeave) {
        Button("Leave", action: onLeave)
      }
      .confirmationDialog("Drafts", isPresented: $showsOptions, titleVisibility: .visible) {
        Button("Discard all", role: .destructive, action: model.discardAll)
      }
      .alert(isPresented: $showsSaved) {
        Alert(
          title: Text("Saved"),
          dismissButton: .default(Text("Go back to the list of all your drafts to keep editing them"), action: onSaved))
      }
  }
}

/// `.cancel(x)` alone: a label when x is a Text, an action when it is a function; an
/// optional closure is neither a label nor a Button's action.
struct CancelOnlyView: View {
  @State private var showsFirst = false
  @State private var showsSecond = false
  let label: Text
  let onCancel: (() -> Void)?

  func cancel() {}

  var body: some View {
    Text("Cancel")
      .alert("First", isPresented: $showsFirst) {
        Button("OK") {}
        Button(role: .cancel) {} label: {
          label
        }
      }
      .alert(isPresented: $showsSecond) {
        Alert(title: Text("Second"), primaryButton: .default(Text("OK")), secondaryButton: .cancel(onCancel))
      }
      .actionSheet(isPresented: $showsSecond) {
        ActionSheet(title: Text("Third"), buttons: [.default(Text("OK")), .cancel(cancel)])
      }
  }
}
