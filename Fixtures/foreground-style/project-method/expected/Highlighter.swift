// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Not a view: a builder that happens to have a foregroundColor(_:) method.
struct Highlighter {
  var color: Color = .yellow

  func foregroundColor(_ color: Color) -> Highlighter {
    var copy = self
    copy.color = color
    return copy
  }
}
