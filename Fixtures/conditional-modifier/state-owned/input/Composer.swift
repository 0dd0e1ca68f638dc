import SwiftUI

struct Composer: View {
  let draft: String
  @State private var text = ""

  var body: some View {
    TextField(draft, text: $text)
  }
}
