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

// A Text may outgrow any fixed size (Dynamic Type): two frames keep it centred when it
// does, as the stack did. `width: nil` fixes nothing: two frames stay.
struct Totals: View {
  var body: some View {
    VStack {
      HStack {
        Text("Total")
        Spacer()
      }
      .frame(width: 120)
      HStack {
        Image(systemName: "sum")
          .frame(width: 20)
        Spacer()
      }
      .frame(width: nil, height: 20)
    }
  }
}
