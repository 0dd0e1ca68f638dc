// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Gallery: View {
  let photos: [String]

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack { ForEach(photos, id: \.self) { Text($0) } }
    }
    .snapping()
  }
}
