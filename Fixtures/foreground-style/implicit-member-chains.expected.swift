// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// A palette nested in an extension of Color, read as an implicit member chain: the type of
// `.brand.orange` is that of `orange` in `Color.Brand`, a Color that cannot be nil, so the
// rename is safe; `.brand.accent` is optional, which foregroundStyle does not take.
extension Color {
  static let brand = Brand()

  struct Brand {
    let orange = Color(red: 0.8, green: 0.44, blue: 0)
    let gray = Color(white: 0.6)
    var accent: Color? { nil }
  }
}

struct TabLabel: View {
  let title: String
  let isSelected: Bool

  var body: some View {
    VStack {
      Text(title)
        .foregroundStyle(Color.brand.orange)
      Image(systemName: "star")
        .foregroundStyle(isSelected ? Color.brand.orange : Color.brand.gray)
      Text(title)
        .foregroundColor(.brand.accent)
    }
  }
}
