// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct TagRow: View {
  let title: String
  let isSelected: Bool
  let isCompact: Bool
  let count: Int

  var body: some View {
    VStack {
      if isSelected {
        Label(title, systemImage: "tag")
          .padding(.horizontal, 16)
          .background(Color.blue)
      } else {
        Label(title, systemImage: "tag")
          .padding(.horizontal, 8)
          .background(Color.blue)
      }
      if isSelected && count > 0 {
        Text(title).foregroundStyle(.red)
      } else {
        Text(title).foregroundStyle(.gray)
      }
      if isCompact {
        Text(title).font(.caption)
      } else {
        Text(title).font(.title)
      }
      if count == 0 {
        Image(systemName: "star").opacity(0.4)
      } else {
        Image(systemName: "star").opacity(1)
      }
      if isSelected {
        Toggle("On", isOn: .constant(true)).disabled(true)
      } else {
        Toggle("On", isOn: .constant(true)).disabled(false)
      }
      if count > 2 {
        Toggle("Off", isOn: .constant(false)).disabled(false)
      } else {
        Toggle("Off", isOn: .constant(false)).disabled(true)
      }
      if isCompact {
        Text(title).navigationTitle("Compact")
      } else {
        Text(title).navigationTitle("Regular")
      }
      if isSelected {
        Text(title).tint(Color.accentColor)
      } else {
        Text(title).tint(Color.secondary)
      }
    }
  }
}
