import SwiftUI

// A NavigationLink's label closure may declare locals before its one view (`let count = …`):
// they make no view, so the label is that view and is sized as it would be alone. Here a
// fixed-size badge: the HStack and Spacer become a frame, as for any fixed label. A label
// that is a local holding a view is not sized from its name.
struct InboxButton: View {
  let unreadMessages: Int
  let unreadAlerts: Int

  var body: some View {
    HStack {
      Spacer()
      NavigationLink(value: "inbox") {
        let total = unreadMessages + unreadAlerts
        let icon = total > 0 ? "bell.badge" : "bell"

        Image(systemName: icon)
          .frame(width: 40, height: 40)
          .overlay {
            if total > 0 {
              Text("\(total)")
            }
          }
      }
    }
    .padding(.horizontal)
  }
}
