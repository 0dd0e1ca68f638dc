// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A chain that goes on after the closing brace keeps the new modifier on that line.
struct Keywords: View {
  let words: [String]

  var body: some View {
    List {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack { ForEach(words, id: \.self) { Text($0) } }
      }.listRowInsets(EdgeInsets())
    }
  }
}
