// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// A flag that can be written as a literal: `ExpressibleByBooleanLiteral` is a protocol of
/// the standard library, never a superclass, so the class converts.
final class FeatureFlag: ExpressibleByBooleanLiteral, ObservableObject {
  @Published var isOn: Bool

  init(booleanLiteral value: Bool) {
    isOn = value
  }
}

struct FlagRow: View {
  @StateObject private var flag = FeatureFlag(booleanLiteral: false)

  var body: some View {
    Text(flag.isOn ? "On" : "Off")
  }
}
