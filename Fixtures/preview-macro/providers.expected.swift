// fixture: deployment-target=iOS=17.0
import SwiftUI

struct BadgeView: View {
  var count: Int
  var body: some View { Text("\(count)") }
}

#Preview {
  BadgeView(count: 3)
}

/// Every size the badge comes in.
#Preview("Three") {
  BadgeView(count: 3)
}

#Preview("Many", traits: .sizeThatFitsLayout) {
  BadgeView(count: 120)
    .padding()
}

#Preview(traits: .fixedLayout(width: 120, height: 40)) {
  BadgeView(count: 0)
    .preferredColorScheme(.dark)
}

#if DEBUG
  #Preview {
    NavigationStack {
      List {
        BadgeView(count: 1)
      }
    }
  }
#endif
