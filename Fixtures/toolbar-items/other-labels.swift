// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A project type with navigationBarItems of other labels and a property of that name: the
/// modifier's labels are leading: and trailing: only.
struct BarLayout {
  var navigationBarItems: [String] = []
  func navigationBarItems(center: String) -> BarLayout {
    BarLayout(navigationBarItems: navigationBarItems + [center])
  }
}

struct Header: View {
  let layout: BarLayout

  var body: some View {
    Text(layout.navigationBarItems(center: "Title").navigationBarItems.joined())
  }
}
