import SwiftUI

struct MailboxList: View {
  var body: some View {
    List {
      MailboxRow(title: "Inbox")
      MailboxRow(title: "Archive")
    }
  }
}

struct MailboxRow: View {
  let title: String
  @State private var isOpen = false

  var body: some View {
    NavigationLink(destination: Text(title), isActive: $isOpen) {
      Text(title)
    }
  }
}
