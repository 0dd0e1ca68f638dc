// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A `VStack` with a `Spacer` on one side of its one view pins that view to the other
// edge, as an edge alignment would: a bar over the scroller whose first or last rows
// scroll under it. Said (with safeAreaInset as the way out), never rewritten.
struct SignUpForm: View {
  @State private var name = ""
  let terms: [String]

  var body: some View {
    ZStack {
      ScrollView {
        VStack(alignment: .leading) {
          TextField("Name", text: $name)
          ForEach(terms, id: \.self) { Text($0) }
        }
      }
      VStack {
        Spacer()
        Button("Continue") {}
          .padding(.bottom, 24)
      }
    }
  }
}

struct ReaderView: View {
  let paragraphs: [String]

  var body: some View {
    List(paragraphs, id: \.self) { Text($0) }
      .overlay {
        VStack(spacing: 0) {
          Button("Back to top") {}
          Spacer(minLength: 0)
        }
      }
  }
}

// Spacers on both sides centre the button: a floating control, nothing to act on.
struct GalleryView: View {
  let photos: [String]

  var body: some View {
    ScrollView {
      ForEach(photos, id: \.self) { Text($0) }
    }
    .overlay {
      VStack {
        Spacer()
        Button("Play slideshow") {}
        Spacer()
      }
    }
  }
}

