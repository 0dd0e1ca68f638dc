import SwiftUI

struct LapScreen: View {
  @StateObject private var lap = Lap()

  var body: some View {
    Text("\(lap.count) laps")
  }
}
