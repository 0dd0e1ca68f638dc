// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

@Observable
final class LevelMeter {
  var level = 0.0
}

/// Hands a binding into the meter down, spelled through `self`: the child reads the level
/// through it and builds again when it changes, so nothing is said about this view.
struct MeterPanel: View {
  @State private var meter = LevelMeter()

  var body: some View {
    LevelBar(level: self.$meter.level)
  }
}

struct LevelBar: View {
  @Binding var level: Double

  var body: some View {
    Capsule()
      .frame(width: 200 * level, height: 8)
  }
}
