// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The app's UIKit binding: a value whose observers run when it changes. The module declares
/// it, so the bare name `Bindable` means this class here, and SwiftUI's is spelled out.
final class Bindable<Value> {
  var value: Value {
    didSet { observers.forEach { $0(value) } }
  }
  private var observers: [(Value) -> Void] = []

  init(_ value: Value) { self.value = value }

  func observe(_ observer: @escaping (Value) -> Void) { observers.append(observer) }
}

@Observable
final class RenameVaultModel {
  var name: String
  let footer = Bindable("")

  init(name: String) { self.name = name }
}

struct RenameVaultView: View {
  @SwiftUI.Bindable var model: RenameVaultModel

  var body: some View {
    Form {
      TextField("Name", text: $model.name)
    }
  }
}
