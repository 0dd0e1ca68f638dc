// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// An object whose type the run cannot tell (an element of `enumerated()`) goes into the
// environment, in a file that comes first; the module's deployment target is below iOS 17
// too. The target is the reason given: no class of the module converts before it is raised.
struct AppRoot: View {
  let histories: [History]

  var body: some View {
    ForEach(Array(histories.enumerated()), id: \.offset) { entry in
      HistoryScreen()
        .environmentObject(entry.element)
    }
  }
}
