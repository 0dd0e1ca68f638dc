// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// The view's own modifiers under `#if`, at column 0 inside the stack: a rewrite never spans
// a directive, so the stack stays (the frame would have to go after `#endif`, on every
// platform's chain).
struct SectionHeading: View {
  let title: String

  var body: some View {
    HStack {
      Text(title)
#if os(macOS)
        .font(.title3)
#else
        .font(.headline)
#endif
      Spacer()
    }
    .padding(.horizontal, 8)
  }
}
