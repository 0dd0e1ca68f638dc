// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// What a level meter reads; the meter also observes its source.
protocol LevelSource: AnyObject {
  var level: Double { get }
}

final class Microphone: ObservableObject, LevelSource {
  @Published var level = 0.0
}

@Observable
final class ThemeStore {
  var accent = "blue"
}

/// A meter over any source that is also an observable object: the composition is the
/// parameter's constraint, so only the class passed as `Source` must stay ObservableObject.
struct LevelMeter<Source: LevelSource & ObservableObject>: View {
  @ObservedObject var source: Source

  var body: some View {
    Text("\(source.level)")
  }
}

struct LevelPanel<Source>: View where Source: LevelSource & ObservableObject {
  @ObservedObject var source: Source

  var body: some View {
    ProgressView(value: source.level)
  }
}
