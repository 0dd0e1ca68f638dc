import SwiftUI

struct Search: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .onChange(of: query) { newQuery in print(newQuery) }
  }
}
