// fixture: deployment-target=macOS=14.0
import SwiftUI

// `Meter(value:).animated()` is a Meter: the method, declared in an extension of the view
// type, returns that type with its stored property of the same name set, so the view sizes
// as Meter's body says (a fixed 24-point circle), whatever the property holds. The stack
// becomes a frame.
struct Meter: View {
  let value: Double
  private var animated = false

  init(value: Double) {
    self.value = value
  }

  var body: some View {
    Circle()
      .trim(from: 0, to: value)
      .frame(width: 24, height: 24)
  }
}

extension Meter {
  func animated(_ on: Bool = true) -> Meter {
    var copy = self
    copy.animated = on
    return copy
  }
}

struct SyncStatus: View {
  let progress: Double

  var body: some View {
    HStack {
      Spacer()
      Meter(value: progress)
        .animated()
      Spacer()
    }
  }
}
