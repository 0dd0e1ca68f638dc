// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Its init hands a closure to the main queue, which keeps the object and schedules itself
/// again: every copy @State builds and throws away keeps ticking.
@Observable
final class BlinkClock {
  var isLit = false

  init(period: TimeInterval = 1) {
    DispatchQueue.main.asyncAfter(deadline: .now() + period) {
      self.blink(every: period)
    }
  }

  private func blink(every period: TimeInterval) {
    isLit.toggle()
    DispatchQueue.main.asyncAfter(deadline: .now() + period) {
      self.blink(every: period)
    }
  }
}

struct StatusLamp: View {
  @State private var clock = BlinkClock()

  var body: some View {
    Circle()
      .fill(clock.isLit ? Color.green : Color.gray)
      .frame(width: 12, height: 12)
  }
}
