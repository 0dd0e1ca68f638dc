// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class PageLoader {
  func start() {}
}

struct LoaderSettings {
  var retries = 3
}

/// Its init builds a loader and starts a task: done again on every init of a view that
/// holds it in @State.
final class ReaderModel: ObservableObject {
  @Published var title = ""
  let loader: PageLoader
  let settings: LoaderSettings

  init(address: String) {
    loader = PageLoader()
    settings = LoaderSettings()
    Task { self.loader.start() }
  }
}

/// Its init assigns values: nothing to say.
final class CounterModel: ObservableObject {
  @Published var count: Int
  let created: Date

  init(count: Int) {
    self.count = count
    created = Date()
  }
}

struct ReaderView: View {
  @StateObject private var model = ReaderModel(address: "home")
  @StateObject private var counter = CounterModel(count: 0)

  var body: some View {
    Text("\(model.title) \(counter.count)")
  }
}

struct SecondReaderView: View {
  @StateObject private var model: ReaderModel

  init(address: String) {
    _model = StateObject(wrappedValue: ReaderModel(address: address))
  }

  var body: some View {
    Text(model.title)
  }
}
