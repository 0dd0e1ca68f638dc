// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// The action is a closure value (a parameter of the enclosing function, a local constant):
// a closure is called without an argument label, and a class's method does not prefix its
// own parameter with `self.`. The rewrite is safe.
extension View {
  @ViewBuilder
  func reporting<Value: Equatable>(_ value: Value, to onChange: @escaping (Value) -> Void)
    -> some View
  {
    self.onChange(of: value, perform: onChange)
  }
}

struct PageCounter: View {
  @State private var page = 0

  var body: some View {
    let announce: (Int) -> Void = { print("page", $0) }
    Stepper("Page", value: $page)
      .onChange(of: page, perform: announce)
  }
}

final class RowFactory {
  func row(for title: String, selected: Bool, onSelect: @escaping (Bool) -> Void) -> some View {
    Text(title)
      .onChange(of: selected, perform: onSelect)
  }
}
