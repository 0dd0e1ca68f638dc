// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(Defaults)
import Defaults
#endif

// The file imports a module the run does not declare, but writes `Color` itself: the name
// is not ambiguous here (the file compiles), so the fix writes Color.
struct FavouriteStar: View {
  let favourite: Bool

  var body: some View {
    Image(systemName: "star.fill")
      .foregroundStyle(favourite ? Color.accentColor : Color.secondary)
      .background(Color.clear)
  }
}
