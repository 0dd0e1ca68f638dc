// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct Chip: View {
  var foregroundColor: Color = .primary
  let title: String

  var body: some View {
    Text(title).padding(4)
  }
}

struct ChipStyle {
  var foregroundColor: Color = .blue
}

func foregroundColor(_ color: Color) -> Color { color }

let defaultChipColor = foregroundColor(.blue)

enum Tint {
  case foregroundColor(Color)
}

struct ChipList: View {
  @State private var style = ChipStyle()

  var body: some View {
    VStack {
      Chip(foregroundColor: .red, title: "Red")
      Chip(foregroundColor: defaultChipColor, title: "Blue")
      Text(".foregroundColor(.red) stays in strings")
      Button("Reset") {
        style.foregroundColor = .green
      }
    }
  }

  let tint: Tint = .foregroundColor(.red)
}
