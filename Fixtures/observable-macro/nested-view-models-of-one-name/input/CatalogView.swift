// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Names the other view models by their full paths, and its own as `Self.ViewModel`.
struct CatalogView: View {
  @ObservedObject var viewModel: Self.ViewModel
  @ObservedObject var shelf: ShelfView.ViewModel
  @ObservedObject var reader: ReaderView.ViewModel

  var body: some View {
    Text("\(viewModel.query): \(shelf.titles.count) books, on page \(reader.page)")
  }
}

extension CatalogView {
  final class ViewModel: ObservableObject {
    @Published var query = ""
  }
}
