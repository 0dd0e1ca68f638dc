// fixture: deployment-target=iOS=15.0,macOS=12.0,tvOS=15.0,watchOS=8.0
import SwiftUI

struct SettingsRow: View {
  let title: String
  let detail: String
  let isSelected: Bool

  var body: some View {
    HStack {
      Text(title)
        .foregroundStyle(Color.primary)
      Text(detail)
        .foregroundStyle(Color.secondary)
      Image(systemName: "checkmark")
        .foregroundStyle(Color.accentColor)
      Image(systemName: "circle")
        .foregroundStyle(isSelected ? Color.accentColor : Color.secondary)
      Text("Dimmed").foregroundStyle(Color.primary.opacity(0.6))
      Text("Grey").foregroundStyle(Color(white: 0.5))
    }
  }
}
