// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI
import UIKit

// A package that lists iOS and macOS, whose file imports UIKit outside `#if`: the file only
// ever builds where UIKit exists (macOS would fail at the import), so its Color(_: UIColor)
// calls are UIKit's and move to Color(uiColor:), as in code that only iOS compiles.
struct ProfileHeader: View {
  let name: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(name)
        .foregroundStyle(Color(.label))
      Text("Member")
        .foregroundStyle(Color(UIColor.secondaryLabel))
    }
    .background(Color(.systemGroupedBackground))
  }
}
