import SwiftUI

/// The stack's own frames already fill the width (a fixed height, then maxWidth: .infinity):
/// the new frame would be a second full-width frame, so none is written when its alignment
/// is the same; a leading stack still needs its own, and then the later frame, behind only a
/// frame of the other axis, holds a view exactly its own size and goes.
struct UpdateButton: View {
  let title: String
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      HStack {
        Spacer()
        Text(title)
          .font(.headline)
        Spacer()
      }
      .frame(height: 46)
      .frame(maxWidth: .infinity)
      .background(Color.blue)
      .padding(.horizontal, 12)
    }
  }
}

struct SectionTitle: View {
  let title: String

  var body: some View {
    VStack {
      HStack { Spacer(); Text(title); Spacer() }.frame(height: 30).frame(maxWidth: .infinity)
      HStack {
        Text(title)
        Spacer()
      }
      .frame(height: 30)
      .frame(maxWidth: .infinity)
    }
  }
}

// The stack's padding and then its own frame that fills the width with the same
// alignment: padding only insets what is offered and adds it back, so X lands in the
// same place without a second full-width frame inside the padding.
struct MentionSuggestions: View {
  let names: [String]
  let selected: Int
  let pick: (String) -> Void

  var body: some View {
    VStack(spacing: 0) {
      ForEach(names.indices, id: \.self) { index in
        Button(action: { pick(names[index]) }) {
          HStack {
            Text(names[index])
              .font(.footnote)
              .fontWeight(.medium)
            Spacer()
          }
          .padding(.horizontal, 12)
          .padding(.vertical, 3)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(index == selected ? Color.gray.opacity(0.15) : Color.clear)
        }
        .buttonStyle(.plain)
      }
    }
  }
}

struct CentredBadge: View {
  var body: some View {
    HStack { Spacer(); Text("New"); Spacer() }.padding(.leading, 20).frame(maxWidth: .infinity)
  }
}

// A background between the padding and the frame is drawn at the padded size, which the
// new frame makes full-width: it stays, and the later frame, holding a view exactly its own
// size, goes.
struct HighlightedRow: View {
  let title: String

  var body: some View {
    HStack {
      Text(title)
      Spacer()
    }
    .padding(.horizontal, 12)
    .background(Color.yellow)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

// X is exactly as tall as the stack's own fixed frame (its own `.frame(height: 2)`,
// then modifiers that neither resize nor move it within its layout bounds), and only an
// `.onAppear` stands between the new frame and the stack's frame: a centred full-height
// frame inside a 2-point frame around a 2-point view does nothing, so none is written.
struct IndeterminateBar: View {
  @State private var isAnimating = false

  var body: some View {
    GeometryReader { geometry in
      VStack {
        Spacer()
        Rectangle()
          .fill(Color.accentColor)
          .frame(height: 2)
          .offset(x: isAnimating ? geometry.size.width - 40 : 0)
          .frame(width: isAnimating ? geometry.size.width : 40)
          .animation(.linear(duration: 2).repeatForever(autoreverses: true), value: isAnimating)
        Spacer()
      }
      .onAppear {
        isAnimating = true
      }
      .frame(height: 2)
    }
  }
}

// Padding before the fixed frame insets what it offers and adds it back: the view still
// lands centred in the same place, so nothing is written either.
struct PaddedBar: View {
  var body: some View {
    VStack {
      Spacer()
      Rectangle()
        .frame(height: 2)
      Spacer()
    }
    .padding(.vertical, 1)
    .frame(height: 2)
  }
}

// A fixed frame with another alignment than the new frame's places the view elsewhere:
// the new frame stays.
struct TopRule: View {
  var body: some View {
    VStack {
      Rectangle()
        .frame(height: 2)
      Spacer()
    }
    .padding(.top, 4)
    .frame(height: 10)
  }
}
