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
      Text("Tint").foregroundStyle(tint)
      Text("Level")
        .foregroundStyle(theme.color(for: level))
      Text("Override")
        .foregroundStyle(override ?? Color.primary)
      Text("Accent").foregroundStyle(level > 2 ? theme.accent : .red)
    }
  }
}
