import SwiftUI

// A floating button pushed into a corner by two stacks, with padding between them. The inner
// stack becomes a frame filling the width, and the outer one a frame filling the height;
// both frames only fill what they are offered, and the padding insets the same space either
// way, so one frame after the padding, with both alignments, places the button the same.
struct ComposeOverlay: View {
  @Binding var composing: Bool

  var body: some View {
    VStack {
      Spacer()
      HStack {
        Spacer()
        Button("Compose") {
          composing = true
        }
        .buttonStyle(.borderedProminent)
      }
      .padding(.trailing, 20)
      .padding(.bottom, 32)
    }
  }
}

// The same on one line, with a font between the padding and the end of the chain.
struct HintCorner: View {
  var body: some View {
    VStack {
      HStack { Text("Tip"); Spacer() }.padding(8).font(.caption)
      Spacer()
    }
  }
}

// A background after the padding fills the whole width in the original: the two frames
// stay apart.
struct SavedBanner: View {
  var body: some View {
    VStack {
      Spacer()
      HStack {
        Text("Saved")
        Spacer()
      }
      .padding()
      .background(Color.yellow)
    }
  }
}

// A fixed height before the padding is not one frame with the new one (the padding would
// fall inside the height): two frames stay.
struct FixedBar: View {
  var body: some View {
    VStack {
      Spacer()
      HStack {
        Text("Bar")
        Spacer()
      }
      .frame(height: 44)
      .padding(.horizontal)
    }
  }
}

// A caption its author stretched across the width and then padded, pushed down by a
// Spacer: its frame and the new one are one frame after the padding, for the same reason.
struct SyncFootnote: View {
  var body: some View {
    VStack {
      Spacer()
      Text("Synced just now")
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .foregroundStyle(.secondary)
    }
  }
}
