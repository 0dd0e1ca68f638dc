// fixture: deployment-target=iOS=14.0,macOS=12.0
import SwiftUI

struct LegacyBanner: View {
  var body: some View {
    Text("Update available")
      .foregroundColor(.orange)
      .cornerRadius(4)
  }
}
