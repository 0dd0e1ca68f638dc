// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class PageLoader {
  func start() {}
}

/// Its init builds a loader and starts a task: done again on every init of a view that
/// holds it in @State.
@Observable
final class ReaderModel {
  var title = ""
  let loader: PageLoader

  init(address: String) {
    loader = PageLoader()
    Task { self.loader.start() }
  }
}

/// Built when the caller passes none: the fallback runs on every init of the view.
struct ReaderView: View {
  @State private var model: ReaderModel

  init(model: ReaderModel? = nil) {
    _model = State(wrappedValue: model ?? ReaderModel(address: "home"))
  }

  var body: some View {
    Text(model.title)
  }
}

let sharedReader: ReaderModel? = nil

struct SharedReaderView: View {
  @State private var model: ReaderModel = sharedReader ?? ReaderModel(address: "shared")

  var body: some View {
    Text(model.title)
  }
}
