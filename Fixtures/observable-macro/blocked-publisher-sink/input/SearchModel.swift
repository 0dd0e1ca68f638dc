// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .sink { [weak self] text in self?.results = [text] }
      .store(in: &cancellables)
  }
}

struct SearchScreen: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    TextField("Search", text: $model.query)
  }
}
