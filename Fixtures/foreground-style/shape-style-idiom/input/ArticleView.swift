// fixture: deployment-target=iOS=16.0
import SwiftUI

struct ArticleView: View {
  let headline: String
  let summary: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(headline)
        .foregroundColor(.theme.title)
      Text(summary)
        .foregroundColor(.theme.body)
      Image(systemName: "star")
        .foregroundColor(.accentBrand)
      Image(systemName: "sun.max")
        .foregroundColor(.sunset)
    }
  }
}
