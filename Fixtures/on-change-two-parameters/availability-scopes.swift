// fixture: deployment-target=iOS=16.0
import SwiftUI

@available(iOS 17, *)
struct NewFilterView: View {
  @State private var filter = ""

  var body: some View {
    TextField("Filter", text: $filter)
      .onChange(of: filter) { newFilter in print(newFilter) }
  }
}

struct FilterView: View {
  @State private var filter = ""

  var body: some View {
    if #available(iOS 17.0, *) {
      TextField("Filter", text: $filter)
        .onChange(of: filter) { newFilter in print(newFilter) }
    } else {
      TextField("Filter", text: $filter)
        .onChange(of: filter) { newFilter in print(newFilter) }
    }
  }

  func older() {
    if #unavailable(iOS 17) {
      _ = Text("a").onChange(of: filter) { newFilter in print(newFilter) }
    }
  }

  func guarded() -> some View {
    guard #available(iOS 17, *) else { return AnyView(Text("old")) }
    return AnyView(Text("new").onChange(of: filter) { newFilter in print(newFilter) })
  }

  @available(iOS, introduced: 17.0)
  func introduced() -> some View {
    Text("a").onChange(of: filter) { newFilter in print(newFilter) }
  }

  @available(iOS, deprecated: 17.0)
  func deprecated() -> some View {
    Text("a").onChange(of: filter) { newFilter in print(newFilter) }
  }

  @available(macOS 14, *)
  func otherPlatform() -> some View {
    Text("a").onChange(of: filter) { newFilter in print(newFilter) }
  }
}

extension FilterView {
  @available(iOS 18, *)
  var newest: some View {
    Text("a").onChange(of: filter) { newFilter in print(newFilter) }
  }
}
