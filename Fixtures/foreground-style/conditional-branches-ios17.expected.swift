// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ChipView: View {
  let isSelected: Bool
  let accent: Color

  var body: some View {
    HStack {
      isSelected ? Capsule().foregroundStyle(.blue) : Capsule().foregroundStyle(accent)
      isSelected ? Text("On").foregroundStyle(.blue) : Text("Off").foregroundColor(nil)
      isSelected ? Text("A").foregroundStyle(.blue) : Text("A")
    }
  }
}
