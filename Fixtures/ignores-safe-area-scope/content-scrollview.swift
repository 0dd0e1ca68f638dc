// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct ArticleView: View {
  let paragraphs: [String]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(paragraphs, id: \.self) { Text($0) }
      }
    }
    .ignoresSafeArea()
  }
}
