// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The project extends SwiftUI's Text and nests a `Text` of its own in a theme: neither is a
/// Text type where the sum is, so the sum is rewritten as anywhere else.
struct OfflineBanner: View {
  var body: some View {
    Text("Offline").bold() + Text(" – changes sync later")
  }
}
