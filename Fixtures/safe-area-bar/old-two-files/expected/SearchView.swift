import SwiftUI

struct SearchView: View {
  @State private var query = ""
  let results: [String]

  var body: some View {
    ScrollView {
      ForEach(results, id: \.self) { Text($0) }
    }
    .safeAreaBarOrInset(edge: .top, alignment: .trailing) {
      TextField("Search", text: $query)
        .padding()
    }
  }
}
