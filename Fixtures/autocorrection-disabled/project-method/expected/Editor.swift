// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Not a view: editor options with their own disableAutocorrection(_:).
struct EditorOptions {
  var autocorrects = true

  func disableAutocorrection(_ disabled: Bool) -> EditorOptions {
    var copy = self
    copy.autocorrects = !disabled
    return copy
  }

  /// Same name, another label: never a candidate.
  func disableAutocorrection(in language: String) -> EditorOptions { self }
}
