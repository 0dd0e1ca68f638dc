// fixture: deployment-target=iOS=16.0 include-review
import SwiftUI

/// The controller whose view a text view shows as its input accessory.
@MainActor
func makeShortcutBarController() -> UIViewController {
  UIHostingController(rootView: ShortcutBar().tint(.orange))
}
