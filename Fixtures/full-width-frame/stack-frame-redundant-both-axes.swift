import SwiftUI

// A caption laid at the bottom of an artwork overlay: the text already fills the width with
// its own frame, which the new frame merges into, and the stack fills both axes after it.
// The merged frame fills both axes too, so the stack's frame then holds a view exactly its
// own size: one frame is left, not two in a row.
struct ArtworkTile: View {
  let title: String

  var body: some View {
    Color.indigo
      .aspectRatio(2 / 3, contentMode: .fit)
      .overlay(
        VStack {
          Spacer()
          Text(title)
            .font(.callout.bold())
            .lineLimit(2)
            .padding(.horizontal)
            .frame(maxWidth: .infinity)
        }
        .frame(
          maxWidth: .infinity,
          maxHeight: .infinity
        )
      )
  }
}

// A frame of the other axis between them narrows the view inside, so the later frame still
// centres it across the width: it stays.
struct NarrowCaption: View {
  let title: String

  var body: some View {
    Color.teal
      .overlay {
        VStack {
          Spacer()
          Text(title)
            .frame(maxWidth: .infinity)
        }
        .frame(width: 160)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
  }
}
