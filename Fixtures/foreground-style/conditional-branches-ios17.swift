// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ChipView: View {
  let isSelected: Bool
  let accent: Color

  var body: some View {
    HStack {
      isSelected ? Capsule().foregroundColor(.blue) : Capsule().foregroundColor(accent)
      isSelected ? Text("On").foregroundColor(.blue) : Text("Off").foregroundColor(nil)
      isSelected ? Text("A").foregroundColor(.blue) : Text("A")
    }
  }
}
