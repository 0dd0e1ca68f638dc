// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

final class ClipEngine {
  func start() {}
}

// `engine` is set by `prepare()` and `teardown()` and never published, so it becomes
// @ObservationIgnored. `prepare()` sets `duration` with it, which the view reads each time
// it reads `engine` (in the same body, under no condition): the view is drawn again when
// `duration` changes and shows the new engine then, as before, so the note on `engine` is
// --verbose only. `teardown()` sets nothing published: no view was drawn again then either.
// (A published property read only inside an `if` would not count: HistoryPanel's note in
// ignored-property-read-by-view.)
struct ClipPlayer: View {
  @StateObject private var model = Model()

  var body: some View {
    VStack {
      if model.isVideo {
        if model.engine != nil {
          Text("Playing")
        }
      }
      Text(model.format(model.duration))
      Slider(value: $model.elapsed, in: 0...max(model.duration, 1))
    }
    .onAppear { model.prepare() }
    .onDisappear { model.teardown() }
  }

  final class Model: ObservableObject {
    var engine: ClipEngine?
    var isVideo = true
    @Published var elapsed: Double = 0
    @Published var duration: Double = 0

    func prepare() {
      engine = ClipEngine()
      Task { @MainActor in
        self.duration = 30
      }
    }

    func teardown() {
      engine = nil
    }

    func format(_ seconds: Double) -> String {
      String(Int(seconds))
    }
  }
}
