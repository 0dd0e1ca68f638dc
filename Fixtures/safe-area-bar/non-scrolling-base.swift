// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct EditorBar: View {
  var body: some View {
    Text("Bold")
  }
}

struct DocumentView: View {
  var body: some View {
    VStack {
      Text("Title")
      Text("Body")
    }
    .overlay(alignment: .bottom) {
      EditorBar()
    }
  }
}

struct AlbumCover: View {
  var body: some View {
    Image("cover")
      .overlay(alignment: .bottomTrailing) {
        Button("Play") {}
      }
  }
}

struct PagerView: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack { Text("1"); Text("2") }
    }
    .overlay(alignment: .bottom) {
      Button("Next") {}
    }
  }
}
