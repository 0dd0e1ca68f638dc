// fixture: deployment-target=macOS=14.0
import SwiftUI

/// SwiftUI's HelpLink is the standard round help button, of a fixed size: pushed to the
/// trailing edge by a Spacer, it is the frame's alignment.
struct ExportSettings: View {
  @State private var compress = true

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Compress exported files", isOn: $compress)
      HStack {
        Spacer()
        HelpLink {
          print("open export help")
        }
      }
    }
  }
}
