// fixture: include-review deployment-target=macOS=13.0
import SwiftUI

struct ExportOptionsSheet: View {
  @State private var quality = 0.8

  var body: some View {
    NavigationStack {
      Form {
        Slider(value: $quality)
      }
      .navigationTitle("Export")
    }
  }
}
