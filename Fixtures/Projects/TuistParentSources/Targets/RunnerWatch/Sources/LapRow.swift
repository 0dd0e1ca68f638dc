import SwiftUI

struct LapRow: View {
  var body: some View {
    Text("Lap")
  }
}
