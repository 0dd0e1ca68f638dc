// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Conditions that never change while the app runs: a `static let` flag, a top-level
/// `let`, a `let` reached through static `let`s. The branches never swap, so there is no
/// identity to keep and no state that starts afresh: nothing to rewrite or report. A
/// `static var` may change: its branches are merged.
let kShowsBanner = false

enum Features {
  static let compactRows = true
  static let debugPanel = false
  static let current = Configuration()
  static var adjustable = false
}

struct Configuration {
  let roomy = true
}

struct DebugPanel: View {
  @State private var isExpanded = false

  var body: some View {
    Text(isExpanded ? "More" : "Less")
  }
}

struct Row: View {
  static let showsTips = false
  let title: String
  @State private var isSelected = false

  var body: some View {
    VStack {
      if Features.compactRows {
        Text(title).padding(4)
      } else {
        Text(title).padding(12)
      }
      if !Features.current.roomy {
        Text(title).font(.caption)
      } else {
        Text(title).font(.body)
      }
      if Features.debugPanel {
        DebugPanel()
      }
      if Self.showsTips || kShowsBanner {
        DebugPanel().task { isSelected = false }
      }
      Text(title).padding(Features.adjustable ? 2 : 6)
      if isSelected {
        DebugPanel()
      }
    }
  }
}
