// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Theme {
  var accent: Color
  func color(for level: Int) -> Color { accent }
}

struct LevelLabel: View {
  let theme: Theme
  let level: Int
  let tint: Color
  let override: Color?

  var body: some View {
    VStack {
      Text("Tint").foregroundColor(tint)
      Text("Level")
        .foregroundColor(theme.color(for: level))
      Text("Override")
        .foregroundColor(override ?? .primary)
      Text("Accent").foregroundColor(level > 2 ? theme.accent : .red)
    }
  }
}
