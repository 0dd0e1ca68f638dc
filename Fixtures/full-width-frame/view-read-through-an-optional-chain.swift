// fixture: include-review
import SwiftUI

// The view beside the Spacers is read through an optional chain: a modifier written after
// `badge?.view` joins the chain, so when `badge` is nil the frame goes with it, where the
// stack and its Spacers still filled the height. Left as it is.
final class Badge {
  var view: AnyView { AnyView(Text("New")) }
}

struct BadgeColumn: View {
  let badge: Badge?

  var body: some View {
    VStack {
      Spacer()
      badge?.view
      Spacer()
    }
  }
}

struct BadgeRow: View {
  let badge: Badge?

  var body: some View {
    HStack {
      badge?.view.padding(4)
      Spacer()
    }
  }
}
