import SwiftUI

// The parameter had no @ViewBuilder and a different internal name: both are handled.
struct Badge<Label: View>: View {
  let count: Int
  let label: () -> Label

  init(count: Int, label makeLabel: @escaping () -> Label) {
    self.count = count
    label = makeLabel
  }

  var body: some View {
    HStack {
      label()
      Text("\(count)").monospacedDigit()
    }
  }
}

struct BadgeCallSites: View {
  var body: some View {
    Badge(count: 3) { Image(systemName: "tray") }
    Badge(count: 1, label: { Text("Inbox") })
    Badge(count: 0, label: inboxIcon)
  }

  func inboxIcon() -> Image { Image(systemName: "tray.full") }
}
