import SwiftUI

// A frame fixing the other axis (`height:` for an HStack) leaves the length along a
// horizontal ScrollView open: the Spacer cannot expand there, and the stack stays.
struct ChipStrip: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        Text("Chip")
        Spacer()
      }
      .frame(height: 32)
    }
  }
}
