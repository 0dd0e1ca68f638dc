// fixture: deployment-target=iOS=15.0,macOS=12.0,tvOS=15.0,watchOS=8.0
import SwiftUI

struct SettingsRow: View {
  let title: String
  let detail: String
  let isSelected: Bool

  var body: some View {
    HStack {
      Text(title)
        .foregroundColor(.primary)
      Text(detail)
        .foregroundColor(.secondary)
      Image(systemName: "checkmark")
        .foregroundColor(.accentColor)
      Image(systemName: "circle")
        .foregroundColor(isSelected ? .accentColor : .secondary)
      Text("Dimmed").foregroundColor(.primary.opacity(0.6))
      Text("Grey").foregroundColor(.init(white: 0.5))
    }
  }
}
