// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A frame that fills the height and aligns its view to the top or bottom edge pins that
// view there, as `VStack { Spacer(); view }` does; full-width-frame writes the stack that
// way. Over a scroller laid out without an edge it is a bar whose rows scroll under it:
// said, never rewritten (as a safe-area bar the frame would fill the scroller's height).
struct CheckoutForm: View {
  @State private var note = ""

  var body: some View {
    Form {
      TextField("Note", text: $note)
      Text("Total")
    }
    .overlay {
      Button("Pay") {}
        .frame(height: 60)
        .frame(maxHeight: .infinity, alignment: .bottom)
        .ignoresSafeArea(edges: .bottom)
    }
  }
}

struct HistoryView: View {
  let entries: [String]

  var body: some View {
    ZStack {
      ScrollView {
        ForEach(entries, id: \.self) { Text($0) }
      }
      Button("Newest") {}
        .padding()
        .frame(maxHeight: .infinity, alignment: .topTrailing)
    }
  }
}

// With an edge alignment on the overlay as well, the frame still fills the height: a layer,
// left alone.
struct StackedList: View {
  let rows: [String]

  var body: some View {
    List(rows, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        Button("Add") {}
          .frame(maxHeight: .infinity, alignment: .bottom)
      }
  }
}

// Centred by its frame: a floating control, nothing to act on.
struct PosterView: View {
  let titles: [String]

  var body: some View {
    ScrollView {
      ForEach(titles, id: \.self) { Text($0) }
    }
    .overlay {
      Button("Play") {}
        .frame(maxHeight: .infinity)
    }
  }
}

// Over a view that does not scroll, nothing is hidden.
struct CardView: View {
  var body: some View {
    Image("card")
      .overlay {
        Button("Flip") {}
          .frame(maxHeight: .infinity, alignment: .bottom)
      }
  }
}
