// fixture: deployment-target=iOS=16.0
import SwiftUI

// The presentation mode is declared but nothing reads it: the declaration goes, rather than
// becoming a dismiss action nothing calls.
struct ChartSettings: View {
  @Environment(\.colorScheme) var colorScheme
  @State private var showGrid = true

  var body: some View {
    Form {
      Toggle("Grid", isOn: $showGrid)
    }
  }
}
