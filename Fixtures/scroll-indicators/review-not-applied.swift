// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Feed: View {
  let rows: [String]

  var body: some View {
    ScrollView(showsIndicators: false) {
      ScrollView(.horizontal) {
        HStack { ForEach(rows, id: \.self) { Text($0) } }
      }
      ForEach(rows, id: \.self) { Text($0) }
    }
  }
}
