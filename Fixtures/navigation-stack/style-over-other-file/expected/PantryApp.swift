// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// The stack style is applied here to a view declared in another file, whose NavigationView
// this run renames (safe: the style covers every way to it), as it does the one of the
// settings screen (review). No NavigationView is left once the fixes are applied, so the
// style is removed with them (review).
@main
struct PantryApp: App {
  var body: some Scene {
    WindowGroup {
      ShelvesScreen()
    }
  }
}
