// fixture: deployment-target=iOS=17.0
import SwiftUI

// MARK: - StatusBanner

struct StatusBanner: View {
  let message: String

  var body: some View {
    Text(message)
  }
}

// A `// MARK:` right above the provider that names it would name a type the rewrite
// removes: it names the previews instead, as such sections are commonly named.

// MARK: - Previews

#Preview {
  StatusBanner(message: "Saved")
}

// MARK: Previews
#Preview {
  StatusBanner(message: "Saved").preferredColorScheme(.dark)
}

// A mark that names something else stays as it is.

// MARK: - Previews

#Preview {
  StatusBanner(message: "Saved, and synced to every device")
}
