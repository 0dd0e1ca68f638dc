// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Dashboard: View {
  let user: String?
  let isLoggedIn: Bool
  let isWide: Bool
  let title: String
  let subtitle: String
  let status: Int

  var body: some View {
    VStack {
      // Different views: a branch is right.
      if isLoggedIn {
        Text("Dashboard")
      } else {
        Button("Log in") {}
      }
      // Optional content.
      if let user {
        Text(user)
      }
      // Two differences.
      if isWide {
        Text(title).padding(16).opacity(1)
      } else {
        Text(title).padding(8).opacity(0.5)
      }
      // The difference is not a literal.
      if isWide {
        Text(title).font(.title)
      } else {
        Text(subtitle).font(.title)
      }
      if isWide {
        Text(title).padding(CGFloat(status))
      } else {
        Text(title).padding(8)
      }
      // else-if chains choose between more than two.
      if status == 0 {
        Text(title).opacity(0.2)
      } else if status == 1 {
        Text(title).opacity(0.5)
      } else {
        Text(title).opacity(1)
      }
      // Availability.
      if #available(iOS 18, *) {
        Text(title).opacity(1)
      } else {
        Text(title).opacity(0.5)
      }
      // Hierarchical styles are not colours.
      if isWide {
        Text(title).foregroundStyle(.primary)
      } else {
        Text(title).foregroundStyle(.secondary)
      }
      // Only shown sometimes, no work of its own.
      if isWide {
        Text(subtitle)
      }
    }
  }

  func log(_ value: Int) {
    if isWide {
      print(value, 1)
    } else {
      print(value, 2)
    }
  }
}
