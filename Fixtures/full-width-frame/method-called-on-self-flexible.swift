import SwiftUI

// A method of the view called through `self.` whose body fills the width it is offered (a
// shape) leaves the stack alone, as the same call without `self.` does.
struct ProgressTrack: View {
  let fraction: Double

  private func track() -> some View {
    Capsule().fill(Color.gray)
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(Int(fraction * 100))%")
      HStack {
        self.track()
        Spacer()
      }
    }
  }
}
