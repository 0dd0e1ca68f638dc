// fixture: deployment-target=iOS=15.0
import SwiftUI

struct HistorySectionHeader: View {
  let title: String

  var body: some View {
    Text(title)
      .font(.body.weight(.medium))
      .foregroundStyle(.primary)
      .foregroundColor(.primary)  // for iOS 15
      .textCase(.none)
  }
}
