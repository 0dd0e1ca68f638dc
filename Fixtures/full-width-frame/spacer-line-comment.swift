import SwiftUI

struct SheetChrome: View {
  let title: String
  let dismiss: () -> Void

  var body: some View {
    VStack {
      HStack {
        Button(action: dismiss) {
          Image(systemName: "xmark.circle")
        }
        .buttonStyle(.plain)
        Spacer()  // close button in the top-left corner
      }
      .padding(8)
      HStack {
        Spacer() // pushed to the trailing edge
        Text(title)
          .font(.caption)
      }
      // Review: the comment names the Spacer the rewrite removes.
      HStack {
        Text(title)
        Spacer() // the Spacer keeps it leading
      }
    }
  }
}
