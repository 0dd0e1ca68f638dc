// fixture: deployment-target=iOS=17.0
import SwiftUI

/// The project only extends SwiftUI's Section: `Section(…)` is still SwiftUI's.
extension Section where Parent: View, Content: View, Footer: View {
  func card() -> some View { padding() }
}
