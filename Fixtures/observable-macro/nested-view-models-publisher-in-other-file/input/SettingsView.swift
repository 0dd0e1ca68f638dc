import SwiftUI

struct SettingsView: View {
  @StateObject private var viewModel = ViewModel()

  var body: some View {
    Toggle("Sync", isOn: $viewModel.syncs)
      .overlay { Text(viewModel.error ?? "") }
  }
}

extension SettingsView {
  /// Another view's model of the same simple name: nothing publishes its `error`.
  final class ViewModel: ObservableObject {
    @Published var syncs = false
    @Published var error: String?
  }
}
