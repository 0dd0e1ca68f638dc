// fixture: deployment-target=iOS=16.0
import SwiftUI

// Without review fixes the settings screen's NavigationView stays: the style's removal is
// offered (review) and not applied, and the run settles.
@main
struct PantryApp: App {
  var body: some Scene {
    WindowGroup {
      ShelvesScreen()
        .navigationViewStyle(.stack)
    }
  }
}
