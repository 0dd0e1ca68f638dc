// fixture: deployment-target=iOS=17.0,macOS=14.0,watchOS=10.0
import SwiftUI

struct StatusIcon: View {
  var body: some View {
    Image(systemName: "bolt")
      #if os(watchOS)
      .foregroundColor(.yellow)
      #else
      .foregroundColor(.secondary)
      .imageScale(.large)
      #endif
  }
}
