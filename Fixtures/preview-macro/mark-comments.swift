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

// MARK: - StatusBanner_Previews

struct StatusBanner_Previews: PreviewProvider {
  static var previews: some View {
    StatusBanner(message: "Saved")
  }
}

// MARK: StatusBannerDark_Previews
struct StatusBannerDark_Previews: PreviewProvider {
  static var previews: some View {
    StatusBanner(message: "Saved").preferredColorScheme(.dark)
  }
}

// A mark that names something else stays as it is.

// MARK: - Previews

struct StatusBannerLong_Previews: PreviewProvider {
  static var previews: some View {
    StatusBanner(message: "Saved, and synced to every device")
  }
}
