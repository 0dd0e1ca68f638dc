// fixture: deployment-target=iOS=16.0
import SwiftUI

struct ArticleView: View {
  let headline: String
  let summary: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(headline)
        .foregroundStyle(.theme.title)
      Text(summary)
        .foregroundStyle(.theme.body)
      Image(systemName: "star")
        .foregroundStyle(.accentBrand)
      Image(systemName: "sun.max")
        .foregroundStyle(Color.sunset)
    }
  }
}
