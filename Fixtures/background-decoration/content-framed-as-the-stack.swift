// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The title is framed to the reader's size, and so is the ZStack: the frame the fix moves
// onto the title would repeat the title's own, so it is written once.
struct PosterTile: View {
  let title: String

  var body: some View {
    GeometryReader { geometry in
      ZStack {
        RoundedRectangle(cornerRadius: 12)
          .fill(Color.orange.opacity(0.2))
        Text(title)
          .font(.headline)
          .frame(width: geometry.size.width, height: geometry.size.height, alignment: .top)
      }
      .frame(width: geometry.size.width, height: geometry.size.height)
    }
  }
}

// A smaller frame on the badge than on the ZStack: both stay.
struct CountBadge: View {
  let count: Int

  var body: some View {
    ZStack {
      Circle()
        .fill(Color.red)
      Text("\(count)")
        .font(.caption2)
        .frame(width: 18, height: 18)
    }
    .frame(width: 24, height: 24)
  }
}
