// fixture: deployment-target=iOS=17.0
import SwiftUI

struct BadgeView: View {
  var count: Int
  var body: some View { Text("\(count)") }
}

struct BadgeView_Previews: PreviewProvider {
  static var previews: some View {
    BadgeView(count: 3)
  }
}

/// Every size the badge comes in.
struct BadgeSizes_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      BadgeView(count: 3)
        .previewDisplayName("Three")
      BadgeView(count: 120)
        .padding()
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Many")
      BadgeView(count: 0)
        .previewLayout(.fixed(width: 120, height: 40))
        .preferredColorScheme(.dark)
    }
  }
}

#if DEBUG
  struct BadgeList_Previews: PreviewProvider {
    static var previews: some View {
      return NavigationStack {
        List {
          BadgeView(count: 1)
        }
      }
    }
  }
#endif
