// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct TagRow: View {
  let title: String
  let isSelected: Bool
  let isCompact: Bool
  let count: Int

  var body: some View {
    VStack {
      Label(title, systemImage: "tag")
        .padding(.horizontal, isSelected ? 16 : 8)
        .background(Color.blue)
      Text(title).foregroundStyle(isSelected && count > 0 ? Color.red : Color.gray)
      Text(title).font(isCompact ? .caption : .title)
      Image(systemName: "star").opacity(count == 0 ? 0.4 : 1)
      Toggle("On", isOn: .constant(true)).disabled(isSelected)
      Toggle("Off", isOn: .constant(false)).disabled(!(count > 2))
      Text(title).navigationTitle(isCompact ? "Compact" : "Regular")
      Text(title).tint(isSelected ? Color.accentColor : Color.secondary)
    }
  }
}
