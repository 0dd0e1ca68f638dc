// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// What a dialog's model must answer before the dialog can be accepted.
protocol Checkable {
  var isValid: Bool { get }
}

/// A model that is always valid.
protocol AlwaysCheckable: Checkable {}

extension AlwaysCheckable {
  var isValid: Bool { true }
}

/// A dialog built around one model type: its model must be an object that is also
/// `Checkable`, so no other class can be one.
protocol ModelDialog: View {
  associatedtype Model: ObservableObject, Checkable
  init(model: Model)
}

/// Checkable through a protocol that refines it: it may be a dialog's model.
final class RenameModel: ObservableObject, AlwaysCheckable {
  @Published var name = ""
}

/// Checkable through an extension: it may be a dialog's model too.
final class LoginModel: ObservableObject {
  @Published var user = ""
}

extension LoginModel: Checkable {
  var isValid: Bool { !user.isEmpty }
}

struct RenameDialog: ModelDialog {
  @ObservedObject var model: RenameModel

  init(model: RenameModel) { self.model = model }

  var body: some View {
    TextField("Name", text: $model.name)
  }
}

/// Any object that is also `Checkable` can be checked here.
func canAccept<M: ObservableObject & Checkable>(_ model: M) -> Bool {
  model.isValid
}

/// A row over any object that is also `Checkable`.
struct CheckRow<M>: View where M: ObservableObject & Checkable {
  @ObservedObject var model: M

  var body: some View {
    Text(model.isValid ? "Ready" : "Check the fields")
  }
}

struct LoginSheet: View {
  let login: Binding<LoginModel>

  var body: some View {
    CheckRow(model: login.wrappedValue)
  }
}
