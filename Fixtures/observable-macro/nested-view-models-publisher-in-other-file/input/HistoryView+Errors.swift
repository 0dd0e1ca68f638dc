// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

extension HistoryView {
  /// The model's type is read from its declaration in another file.
  var errors: Published<String?>.Publisher {
    viewModel.$error
  }
}
