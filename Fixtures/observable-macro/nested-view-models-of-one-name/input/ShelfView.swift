import SwiftUI

struct ShelfView: View {
  @StateObject private var viewModel = ViewModel()

  var body: some View {
    List(viewModel.titles, id: \.self) { title in
      Text(title)
    }
    .task { viewModel.load() }
  }
}
