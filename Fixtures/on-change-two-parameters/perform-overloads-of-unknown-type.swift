// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// The function named as the action has two overloads of one parameter with different
// labels, and the type of the observed environment value cannot be told here to pick one:
// its argument label is left to the reader (review, not applied by default).
struct Logger {
  func log(scheme: ColorScheme) {}
  func log(count: Int) {}
}

struct ThemeBadge: View {
  @Environment(\.colorScheme) private var scheme
  let logger: Logger

  var body: some View {
    Text("Theme")
      .onChange(of: scheme, perform: logger.log)
  }
}
