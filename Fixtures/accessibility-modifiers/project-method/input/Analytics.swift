// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Not a view: an analytics event with its own accessibility(label:).
struct ScreenEvent {
  var name: String
  var label = ""

  func accessibility(label: String) -> ScreenEvent {
    var copy = self
    copy.label = label
    return copy
  }
}

/// Same name, other labels: never a candidate.
struct Tracker {
  func accessibility(label: String, screen: String) -> String { screen + label }
}
