import SwiftUI

// A method of the view called through `self.` (`self.chip(…)`) is sized as its body, as the
// same call without `self.` is: its fixed frame keeps the fix safe.
struct WeekStrip: View {
  let days = ["Mon", "Tue", "Wed"]
  let highlighted: Int

  private func chip(_ day: String, isToday: Bool) -> some View {
    let ring = Circle().stroke(lineWidth: isToday ? 2 : 0)
    return Text(day)
      .frame(width: 44, height: 44)
      .overlay(ring)
  }

  var body: some View {
    VStack {
      HStack {
        Spacer()
        self.chip(days[highlighted], isToday: true)
        Spacer()
      }
      HStack(spacing: 4) {
        ForEach(days, id: \.self) { day in
          self.chip(day, isToday: false)
        }
      }
    }
  }
}
