import SwiftUI

// A corner badge pushed by two stacks, one along each axis, inside a fixed size: the
// inner stack's frame, the outer stack's frame and the fixed size are one frame with the
// fixed size and both alignments, since the badge fits in that size (its own fixed frame is
// smaller, and what follows that frame leaves its size alone).
struct AvatarEditor: View {
  @State private var picking = false

  var body: some View {
    ZStack {
      Circle()
        .fill(Color.gray)
      editBadge
    }
    .frame(width: 100, height: 100)
  }

  private var editBadge: some View {
    Button(action: {
      picking = true
    }) {
      Image(systemName: "pencil")
        .font(.system(size: 12))
    }
    .padding(8)
    .frame(width: 30, height: 30)
    .background(Color.black.opacity(0.6))
    .cornerRadius(15)
    .offset(x: 6, y: 6)
    .frame(width: 100, height: 100, alignment: .bottomTrailing)
  }
}

// The same with the top edge: one frame too.
struct PinnedLabel: View {
  var body: some View {
    Text("New")
      .frame(width: 40, height: 16)
      .background(Color.green)
      .frame(width: 120, height: 80, alignment: .topLeading)
  }
}

// A label that may be bigger than the fixed size (no fixed frame of its own along the
// height) keeps its two frames: it would overflow from the bottom edge with one, evenly with
// two.
struct LooseLabel: View {
  let title: String

  var body: some View {
    Text(title)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      .frame(width: 120, height: 80)
  }
}
