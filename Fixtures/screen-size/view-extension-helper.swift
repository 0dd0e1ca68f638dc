// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A member of `extension View` that builds no view (a snapshot helper) is not layout code.
extension View {
  func snapshotSize() -> CGSize {
    UIScreen.main.bounds.size
  }
}
