import SwiftUI

// Functions of the run named like types: sized as the view they return.
struct ActivityHeader: View {
  let kind: String
  let caption: String
  let status: String

  var body: some View {
    VStack(alignment: .leading) {
      LocalizedTextView(kind)
        .font(.subheadline.smallCaps())
        .frame(maxWidth: .infinity, alignment: .leading)
      makeCaption(caption)
        .frame(maxWidth: .infinity, alignment: .trailing)
      StatusBadge(status)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
