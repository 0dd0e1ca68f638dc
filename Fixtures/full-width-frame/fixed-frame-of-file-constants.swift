// fixture: deployment-target=iOS=17.0
import SwiftUI

// The grid's sizes are constants of this file: the empty slot (56 points tall) certainly
// fits in its cell (90 points), so the cell's frame takes the alignment and no second
// frame is written.
struct ShortcutGrid {
  enum Metrics {
    static let side: CGFloat = 56
    static let cellHeight: CGFloat = 90
  }
}

struct EmptyShortcutSlot: View {
  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 10)
        .stroke(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
        .frame(width: ShortcutGrid.Metrics.side, height: ShortcutGrid.Metrics.side)
      Spacer()
    }
    .frame(width: ShortcutGrid.Metrics.side, height: ShortcutGrid.Metrics.cellHeight)
  }
}

// A size that may change (a `static var`) is not known to fit: two frames, as before.
enum Layout {
  static var rowHeight: CGFloat = 40
}

struct Marker: View {
  var body: some View {
    VStack {
      Circle()
        .fill(Color.red)
        .frame(width: 12, height: 12)
      Spacer()
    }
    .frame(width: 12, height: Layout.rowHeight)
  }
}
