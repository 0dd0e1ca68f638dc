// fixture: deployment-target=iOS=17.0
import SwiftUI

/// The app's own Text: a view that sets the design system's font. `Text(…)` in this module
/// is this type, not SwiftUI's, so a modifier on it returns a view, not a Text: the two
/// branches below stay of one type only if they change together.
struct Text: View {
  let key: String

  init(_ key: String) { self.key = key }

  var body: some View {
    SwiftUI.Text(key).font(.body)
  }
}

struct StatusLine: View {
  let isOnline: Bool
  let offlineTint: Color?

  var body: some View {
    isOnline ? Text("Online").foregroundColor(.green) : Text("Offline").foregroundColor(offlineTint)
  }
}
