import SwiftUI

struct ProfileView: View {
  var viewModel: ViewModel

  var body: some View {
    Text(viewModel.error ?? viewModel.name)
  }
}

extension ProfileView {
  @Observable
  final class ViewModel {
    var name = ""
    var error: String?
  }
}
