// fixture: deployment-target=iOS=16.0,watchOS=8.0
import SwiftUI

struct Carousel: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      Text("Slides")
    }
  }
}
