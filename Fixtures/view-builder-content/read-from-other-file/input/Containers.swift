import SwiftUI

struct Panel<Content: View>: View {
  let content: () -> Content

  var body: some View {
    content().padding()
  }
}

struct Gallery<Content: View>: View {
  let slides: () -> Content

  var body: some View {
    ScrollView(.horizontal) { slides() }
  }
}
