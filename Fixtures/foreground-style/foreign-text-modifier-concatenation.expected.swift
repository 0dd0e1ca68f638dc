// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

#if canImport(TypeKit)
  import TypeKit

  /// `heavy(_:)` and `rounded(_:)` are Text modifiers of a module the run does not hold
  /// (`extension Text { func rounded(_ size: CGFloat) -> Text }` there). An operand of `+`
  /// is a Text whatever they return, and below iOS 17 / macOS 14 foregroundStyle(_:) would
  /// make it a View, which `+` does not take: left as is. The view on the last line changes.
  struct KeepDatesToggle: View {
    @Binding var isOn: Bool

    var body: some View {
      Toggle(isOn: $isOn) {
        Text("Keep dates").heavy(13)
          + Text("\nCopies keep the dates of the original").rounded(11).foregroundColor(.secondary)
      }
      Text("Saved").rounded(11).foregroundStyle(.green)
    }
  }
#endif
