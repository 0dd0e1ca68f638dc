import SwiftUI

struct SheetChrome: View {
  let title: String
  let dismiss: () -> Void

  var body: some View {
    VStack {
      Button(action: dismiss) {
        Image(systemName: "xmark.circle")
      }
      .buttonStyle(.plain)
      .frame(maxWidth: .infinity, alignment: .leading)  // close button in the top-left corner
      .padding(8)
      Text(title)
        .font(.caption)
        .frame(maxWidth: .infinity, alignment: .trailing) // pushed to the trailing edge
      // Review: the comment names the Spacer the rewrite removes.
      HStack {
        Text(title)
        Spacer() // the Spacer keeps it leading
      }
    }
  }
}
