// fixture: deployment-target=iOS=16.0
import SwiftUI

struct Carousel: View {
  var body: some View {
    // swiftui-migrate:disable:next scroll-indicators
    ScrollView(.horizontal, showsIndicators: false) {
      Text("Slides")
    }
  }
}
