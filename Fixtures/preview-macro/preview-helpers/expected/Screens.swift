import SwiftUI

struct InboxScreen: View {
  var body: some View { Text("Inbox") }
}

struct InboxScreen_Previews: PreviewProvider {
  static var previews: some View {
    onEveryDevice {
      AnyView(InboxScreen())
    }
  }
}

struct CardScreen_Previews: PreviewProvider {
  static var previews: some View {
    CardPreviewFrame(card: InboxScreen())
  }
}

#Preview {
  Padded(content: InboxScreen())
}
