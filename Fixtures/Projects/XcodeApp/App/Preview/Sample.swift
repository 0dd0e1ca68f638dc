import SwiftUI

struct Sample: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .onChange(of: query) { newQuery in print(newQuery) }
  }
}
