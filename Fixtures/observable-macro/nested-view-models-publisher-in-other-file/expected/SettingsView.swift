import SwiftUI

struct SettingsView: View {
  @State private var viewModel = ViewModel()

  var body: some View {
    Toggle("Sync", isOn: $viewModel.syncs)
      .overlay { Text(viewModel.error ?? "") }
  }
}

extension SettingsView {
  /// Another view's model of the same simple name: nothing publishes its `error`.
  @Observable
  final class ViewModel {
    var syncs = false
    var error: String?
  }
}
