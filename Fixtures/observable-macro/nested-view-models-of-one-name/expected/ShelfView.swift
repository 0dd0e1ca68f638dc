import SwiftUI

struct ShelfView: View {
  @State private var viewModel = ViewModel()

  var body: some View {
    List(viewModel.titles, id: \.self) { title in
      Text(title)
    }
    .task { viewModel.load() }
  }
}
