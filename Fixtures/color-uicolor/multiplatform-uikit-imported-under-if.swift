// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

#if canImport(UIKit)
  import UIKit
#endif

// The same package, but UIKit is imported only where it exists: macOS compiles this view
// too, and there `Color(.label)` may be an asset catalog's colour, so it stays.
struct ProfileFooter: View {
  var body: some View {
    Text("Joined")
      .foregroundStyle(Color(.label))
  }
}
