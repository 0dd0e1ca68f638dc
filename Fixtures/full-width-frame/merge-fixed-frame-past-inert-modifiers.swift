import SwiftUI

// The pushed view's fixed frame need not be its last modifier: a background, an overlay, a
// clip, a corner radius, an offset, a shadow or a style after it draw around the frame or
// move what it drew, and leave its size as the frame fixes it. It still fits in the stack's
// fixed size, so the alignment goes into that frame.
struct ShareBadge: View {
  var body: some View {
    HStack {
      Spacer()
      Image(systemName: "square.and.arrow.up")
        .frame(width: 20, height: 20)
        .background(Color.blue)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.white, lineWidth: 1))
        .shadow(radius: 2)
        .offset(x: 4, y: -4)
    }
    .frame(width: 40, height: 40)
  }
}

struct CountBubble: View {
  let count: Int

  var body: some View {
    VStack {
      Text("\(count)")
        .frame(width: 18, height: 18)
        .foregroundStyle(.white)
        .background(Color.red)
        .cornerRadius(9)
      Spacer()
    }
    .frame(width: 24, height: 24)
  }
}

// Padding after the fixed frame makes the view bigger than the frame: two frames stay.
struct PaddedBadge: View {
  var body: some View {
    HStack {
      Spacer()
      Image(systemName: "star")
        .frame(width: 20, height: 20)
        .background(Color.yellow)
        .padding(12)
    }
    .frame(width: 40, height: 40)
  }
}
