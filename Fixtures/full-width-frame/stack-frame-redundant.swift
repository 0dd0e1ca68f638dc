import SwiftUI

// The stack already fills the width with a later `.frame(maxWidth: .infinity)`, with padding
// (or modifiers that keep their view's size) between. The new frame makes the view inside
// at least as wide as it is offered; padding offers the width less its insets and adds them
// back: the later frame then holds a view exactly its own size, and its centring moves
// nothing, so it goes.
struct OthersCount: View {
  let count: Int

  var body: some View {
    HStack { Text("\(count) others"); Spacer() }.padding().frame(maxWidth: .infinity)
  }
}

struct SettingsRow: View {
  let title: String

  var body: some View {
    HStack {
      Spacer()
      Text(title)
        .font(.subheadline)
    }
    .padding(.horizontal, 16)
    .background(Color.gray.opacity(0.2))
    .frame(maxWidth: .infinity)
    .cornerRadius(8)
  }
}

struct BottomNote: View {
  let note: String

  var body: some View {
    VStack {
      Spacer()
      Text(note)
    }
    .padding(.bottom, 20)
    .frame(maxHeight: .infinity, alignment: .center)
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
      HStack { Text(title); Spacer() }.frame(width: 200).frame(maxWidth: .infinity)
      // With a minimum too, the frame is as wide as it is offered even around a wider view.
      HStack {
        Text(title)
        Spacer()
      }
      .padding()
      .frame(minWidth: 0, maxWidth: .infinity)
      // It fills the height too, which the new frame does not.
      HStack {
        Text(title)
        Spacer()
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      HStack {
        Text(title)
        Spacer()
      }
      .padding()
      .frame(maxWidth: .infinity)  // a comment next to it may be about it
    }
  }
}
