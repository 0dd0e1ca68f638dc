import SwiftUI

struct ReaderView: View {
  @StateObject private var viewModel = ViewModel()

  var body: some View {
    VStack {
      Text(viewModel.page)
      Toggle("Show the error", isOn: $viewModel.showsError)
    }
  }
}
