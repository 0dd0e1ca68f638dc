import SwiftUI

// The stack already fills the width with a later `.frame(maxWidth: .infinity)`, with padding
// (or modifiers that keep their view's size) between. The new frame makes the view inside
// at least as wide as it is offered; padding offers the width less its insets and adds them
// back: the later frame then holds a view exactly its own size, and its centring moves
// nothing, so it goes.
struct OthersCount: View {
  let count: Int

  var body: some View {
    Text("\(count) others").frame(maxWidth: .infinity, alignment: .leading).padding()
  }
}

struct SettingsRow: View {
  let title: String

  var body: some View {
    Text(title)
      .font(.subheadline)
      .frame(maxWidth: .infinity, alignment: .trailing)
      .padding(.horizontal, 16)
      .background(Color.gray.opacity(0.2))
      .cornerRadius(8)
  }
}

struct BottomNote: View {
  let note: String

  var body: some View {
    Text(note)
      .frame(maxHeight: .infinity, alignment: .bottom)
      .padding(.bottom, 20)
  }
}

// Each of these later frames could still place the view: they stay.
struct KeptFrames: View {
  let title: String

  var body: some View {
    VStack {
      // `.fixedSize()` lays the view out at its ideal width, which the later frame centres.
      HStack { Text(title); Spacer() }.fixedSize().frame(maxWidth: .infinity)
      // A fixed width between: the later frame centres those 200 points.
      Text(title).frame(width: 200, alignment: .leading).frame(maxWidth: .infinity)
      // With a minimum too, the frame is as wide as it is offered even around a wider view.
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .frame(minWidth: 0, maxWidth: .infinity)
      // It fills the height too, which the new frame does not.
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .frame(maxWidth: .infinity)  // a comment next to it may be about it
    }
  }
}
