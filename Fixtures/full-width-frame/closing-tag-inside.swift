import SwiftUI

struct TotalRow: View {
  var body: some View {
    HStack {
      Text("Total")
      Spacer()
      // </HStack>
    }
  }
}
