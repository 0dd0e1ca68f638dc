// fixture: include-review
import SwiftUI

// Unknown targets are not macOS: the stand-ins are reported as on an iPhone.
struct Footer: View {
  var body: some View {
    Text("Footer")
      .padding(.bottom, 83)
  }
}
