// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// A compiler directive written at column 0 inside the modifiers that move with the stack
// stays at column 0, as the file writes its directives.
struct SectionTitle: View {
  let title: String

  var body: some View {
    Text(title)
      .frame(maxWidth: .infinity, alignment: .leading)
      .font(.headline)
      .padding(4)
      .background {
        Color.gray
#if os(macOS)
          .opacity(0.5)
#else
          .opacity(0.8)
#endif
      }
  }
}
