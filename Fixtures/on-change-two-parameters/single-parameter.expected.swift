// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class SearchModel {
  var results: [String] = []
  func search(_ query: String) {}
}

struct SearchScreen: View {
  @State private var query = ""
  @State private var count = 0
  let model: SearchModel

  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .onChange(of: query) { _, newQuery in
          model.search(newQuery)
        }
      Stepper("Count", value: $count)
        .onChange(of: count) { (_: Int, newCount: Int) in print(newCount) }
        .onChange(of: count) { (_, newCount) in print(newCount) }
        .onChange(of: count) { (_: Int, newCount: Int) -> Void in print(newCount) }
        .onChange(of: query) { [weak model] _, text in model?.search(text) }
    }
  }
}
