// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct ReaderView: View {
  let pages: [String]

  var body: some View {
    ScrollView {
      ForEach(pages, id: \.self) { Text($0) }
    }
    .safeAreaInset(edge: .trailing) {
      PageControls()
    }
  }
}

struct PageControls: View {
  var body: some View {
    VStack {
      Button("Up") {}
      Button("Down") {}
    }
  }
}
