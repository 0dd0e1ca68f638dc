// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// An object whose type the run cannot tell goes into the environment, in a file that comes
// first; the module's deployment target is below iOS 17 too. The target is the reason
// given: no class of the module converts before it is raised, whatever else is mended.
struct AppRoot: View {
  let histories: [History]

  var body: some View {
    ForEach(histories.indices, id: \.self) { index in
      let history = histories[index]
      HistoryScreen()
        .environmentObject(history)
    }
  }
}
