import SwiftUI

// The stack's own fixed size along its axis holds the new frame exactly, so the alignment
// goes into that frame instead of a second `.frame` right inside it. The pushed view's own
// fixed frame is inside the new one and stays as it is.
struct PlayBadge: View {
  var body: some View {
    Color.gray
      .frame(width: 80, height: 80)
      .overlay {
        HStack {
          Spacer()
          Image(systemName: "play.fill")
            .resizable()
            .frame(width: 14, height: 14)
        }
        .frame(width: 44, height: 44)
        .padding(.bottom, 10)
      }
  }
}

struct StatusDot: View {
  var body: some View {
    VStack {
      Circle()
        .frame(width: 8, height: 8)
      Spacer()
    }
    .frame(height: 30, alignment: .leading)
  }
}

// `width: nil` fixes nothing: two frames stay.
struct Totals: View {
  var body: some View {
    VStack {
      HStack {
        Image(systemName: "sum")
          .frame(width: 20)
        Spacer()
      }
      .frame(width: nil, height: 20)
    }
  }
}

// A Text wraps, breaks words and truncates to the width it is offered, so inside the
// stack's own fixed width it is never wider than that width: the alignment goes into that
// frame, one `.frame` instead of a full-width frame right inside a fixed one.
struct ServerRow: View {
  let host: String
  let port: String

  var body: some View {
    HStack {
      Text(host)
      Spacer()
      HStack(spacing: 0) {
        Spacer()
        Text(port)
          .font(.caption)
          .foregroundColor(.secondary)
      }
      .frame(width: 64)
    }
  }
}

struct PriceColumn: View {
  let price: String

  var body: some View {
    HStack {
      Text(price)
        .lineLimit(1)
      Spacer()
    }
    .frame(width: 90, height: 24, alignment: .top)
  }
}

// Two frames stay where the Text can be larger than the fixed size: a height (one line
// at a large Dynamic Type size is taller than 20 points), padding around the Text, or
// `.fixedSize()`, which stops it wrapping.
struct Captions: View {
  let caption: String

  var body: some View {
    VStack {
      VStack {
        Text(caption)
        Spacer()
      }
      .frame(height: 20)
      HStack {
        Spacer()
        Text(caption)
          .padding(.horizontal, 8)
      }
      .frame(width: 64)
      HStack {
        Spacer()
        Text(caption)
          .fixedSize()
      }
      .frame(width: 64)
    }
  }
}
