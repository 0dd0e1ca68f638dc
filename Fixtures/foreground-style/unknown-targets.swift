import SwiftUI

struct Caption: View {
  let text: String

  var body: some View {
    Text(text)
      .foregroundColor(.secondary)
  }
}
