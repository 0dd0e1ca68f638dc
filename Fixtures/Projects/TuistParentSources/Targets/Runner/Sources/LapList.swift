import SwiftUI

struct LapList: View {
  var body: some View {
    Text("Laps")
  }
}
