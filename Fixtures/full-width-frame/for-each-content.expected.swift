// fixture: include-review
import SwiftUI

// A ForEach inside X is SwiftUI's own view, one view per element: X sizes as the views its
// content makes, read from the content closure; content given as a function is not read.
struct Ingredients: View {
  let names: [String]
  let amounts: [String]

  var body: some View {
    VStack {
      VStack(alignment: .leading) {
        ForEach(names, id: \.self, content: Text.init)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      VStack(alignment: .trailing) {
        ForEach(amounts, id: \.self, content: { amount in Text(amount).bold() })
      }
      .font(.caption)
      .frame(maxWidth: .infinity, alignment: .leading)
      HStack {
        Spacer()
        VStack {
          ForEach(amounts, id: \.self, content: { _ in Capsule() })
        }
      }
    }
  }
}
