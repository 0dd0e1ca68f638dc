import SwiftUI

@available(iOS 17, *)
struct NewSearch: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .onChange(of: query) { newQuery in print(newQuery) }
  }
}

struct MaybeNewSearch: View {
  @State private var query = ""

  var body: some View {
    if #available(iOS 17, *) {
      TextField("Search", text: $query)
        .onChange(of: query) { newQuery in print(newQuery) }
    } else {
      TextField("Search", text: $query)
        .onChange(of: query) { newQuery in print(newQuery) }
    }
  }
}
