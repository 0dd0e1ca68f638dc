// fixture: deployment-target=iOS=17.0
import SwiftUI

struct BadgeStyle {
  var fill: Color
  var stroke: Color?

  func textColor(isSelected: Bool) -> Color { isSelected ? .white : fill }
}

struct StatusBadge: View {
  let title: String
  let style: BadgeStyle
  let tint: Color
  let highlight: Color?
  var isSelected = false

  var body: some View {
    VStack {
      Text(title).foregroundStyle(tint)
      Text(title).foregroundStyle(tint.opacity(0.6))
      Text(title).foregroundStyle(style.fill)
      Text(title).foregroundStyle(style.textColor(isSelected: isSelected))
      Text(title).foregroundColor(highlight)
      Text(title).foregroundColor(style.stroke)
      Text(title).foregroundColor(isSelected ? tint : highlight)
      Text(title).foregroundStyle(highlight ?? tint)
      row(title, colour: tint)
    }
  }

  func row(_ text: String, colour: Color) -> some View {
    let faded = colour.opacity(0.5)
    return Label(text, systemImage: "circle").foregroundStyle(faded)
  }
}
