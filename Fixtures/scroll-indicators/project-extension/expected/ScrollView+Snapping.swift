import SwiftUI

/// The project only extends SwiftUI's ScrollView: `ScrollView(…)` is still SwiftUI's.
extension ScrollView {
  func snapping() -> some View { self }
}
