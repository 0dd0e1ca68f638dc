import SwiftUI

struct AliasView: View {
  var body: some View {
    NameEditor(name: "alias")
  }
}

/// A third editor of the same name, with a method called `dismiss`.
fileprivate struct NameEditor: View {
  let name: String

  var body: some View {
    Button(name) { dismiss() }
  }

  func dismiss() {}
}
