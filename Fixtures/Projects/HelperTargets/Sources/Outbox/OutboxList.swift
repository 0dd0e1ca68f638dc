import SwiftUI

struct OutboxList: View {
  let recipients: [String]

  var body: some View {
    List(recipients, id: \.self) { recipient in
      Text(recipient)
    }
    .overlay(alignment: .bottom) {
      Button("Send all") {}
        .padding()
    }
  }
}
