// fixture: deployment-target=iOS=15.0,macOS=10.15
import SwiftUI

struct CloseButton: View {
  var body: some View {
    Image(systemName: "xmark")
      .accessibility(label: Text("Close"))
  }
}
