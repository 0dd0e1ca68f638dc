import SwiftUI

struct MailScreen: View {
  @StateObject private var outbox = Outbox()

  var body: some View {
    VStack {
      Badge(title: "Inbox", box: boxes.values.first!)
      Text("\(outbox.pending.count) to send")
    }
  }
}
