import SwiftUI

struct HistoryView: View {
  @StateObject var viewModel = ViewModel()

  var body: some View {
    List(viewModel.entries, id: \.self) { Text($0) }
      .onReceive(errors) { error in
        if error != nil { viewModel.entries = [] }
      }
  }
}

extension HistoryView {
  /// Its `error` is published to a subscriber (HistoryView+Errors.swift): it stays an
  /// ObservableObject.
  final class ViewModel: ObservableObject {
    @Published var entries: [String] = []
    @Published var error: String?
  }
}
