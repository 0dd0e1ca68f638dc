import SwiftUI

struct ProfileView: View {
  @ObservedObject var viewModel: ViewModel

  var body: some View {
    Text(viewModel.error ?? viewModel.name)
  }
}

extension ProfileView {
  final class ViewModel: ObservableObject {
    @Published var name = ""
    @Published var error: String?
  }
}
