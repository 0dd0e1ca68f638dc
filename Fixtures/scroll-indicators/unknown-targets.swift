import SwiftUI

struct Carousel: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      Text("Slides")
    }
  }
}
