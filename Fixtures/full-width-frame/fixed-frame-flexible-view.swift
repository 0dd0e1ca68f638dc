import SwiftUI

// A stack in a fixed frame around a view that takes what it is offered is left as it is:
// that a Text fits a fixed width (and one frame may align it) says nothing about them.
struct PortField: View {
  @Binding var port: String
  let limit: String

  var body: some View {
    VStack {
      HStack(spacing: 0) {
        Spacer()
        TextField("Port", text: $port)
      }
      .frame(width: 75)
      HStack {
        Spacer()
        Text(limit)
          .frame(maxWidth: 200)
      }
      .frame(width: 75)
    }
  }
}
