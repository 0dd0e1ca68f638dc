// fixture: deployment-target=macOS=14.0
import SwiftUI

/// A project view named HelpLink: a banner that fills its row, not SwiftUI's help button.
struct HelpLink: View {
  let topic: String

  var body: some View {
    Text("Help on \(topic)")
      .frame(maxWidth: .infinity)
      .background(.quaternary)
  }
}

struct ImportSettings: View {
  var body: some View {
    HStack {
      Spacer()
      HelpLink(topic: "import")
    }
  }
}
