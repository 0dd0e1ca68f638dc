// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A sheet that runs under the home indicator adds the bottom inset back on purpose:
/// nothing is counted twice, nothing is reported.
struct CommentsOverlay: View {
  let playerHeight: CGFloat

  var body: some View {
    GeometryReader { geometry in
      let available = geometry.size.height - playerHeight + geometry.safeAreaInsets.bottom
      Text("Comments")
        .frame(height: available)
    }
  }
}
