import SwiftUI

struct Header: View {
  let tags: [String]

  var body: some View {
    VStack {
      // Caption's body, in another file, is SwiftUI's Label (written `SwiftUI.Label`), not
      // the project's flexible Label: as wide as its content.
      Caption(text: "New")
        .frame(maxWidth: .infinity, alignment: .leading)
      // `SwiftUI.ForEach` is several views: the frame would go to each.
      HStack {
        tagRows
        Spacer()
      }
    }
  }
}
