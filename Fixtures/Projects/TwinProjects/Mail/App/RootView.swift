import SwiftUI

struct RootView: View {
  var body: some View {
    Text("Inbox")
      .foregroundColor(Color.mail.unread)
  }
}
