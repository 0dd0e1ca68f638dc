// fixture: deployment-target=iOS=16.0
import SwiftUI

struct SearchRow: View {
  var body: some View {
    Text("Search")
      .foregroundColor(Palette.ink.swiftUI)
  }
}

extension Palette {
  fileprivate static let ink = UIColor(white: 0.2, alpha: 1)
}
