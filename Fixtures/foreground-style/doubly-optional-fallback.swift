// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Per-label colours a user may set or clear: a label without an entry uses the default, one
/// whose entry is nil has been cleared. Reading either collection gives a `Color??`, so
/// `?? .secondary` still leaves a `Color?`, which foregroundColor takes and foregroundStyle
/// does not.
struct LabelColours {
  var overrides: [String: Color?] = [:]
  var recentPicks: [Color?] = []
  var presets: [String: Color] = [:]
  var fallback: Color?
}

struct LabelChip: View {
  let name: String
  let colours: LabelColours

  var body: some View {
    HStack {
      Text(name).foregroundColor(colours.overrides[name] ?? .secondary)
      Image(systemName: "clock").foregroundColor(colours.recentPicks.first ?? .secondary)
      Image(systemName: "tag").foregroundColor(colours.presets[name] ?? .secondary)
      Image(systemName: "circle").foregroundColor(colours.fallback ?? .secondary)
    }
  }
}
