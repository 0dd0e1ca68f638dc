import SwiftUI

struct LapScreen: View {
  @State private var lap = Lap()

  var body: some View {
    Text("\(lap.count) laps")
  }
}
