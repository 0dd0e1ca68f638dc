import SwiftUI

struct Badge<Accessory: View>: View {
  let title: String

  var body: some View {
    Text(title)
  }
}

struct BadgeRow: View {
  var body: some View {
    Badge<EmptyView>(title: "New")
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}
