import SwiftUI

// Functions of the run named like types: sized as the view they return.
struct ActivityHeader: View {
  let kind: String
  let caption: String
  let status: String

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        LocalizedTextView(kind)
          .font(.subheadline.smallCaps())
        Spacer()
      }
      HStack {
        Spacer()
        makeCaption(caption)
      }
      HStack {
        StatusBadge(status)
        Spacer()
      }
    }
  }
}
