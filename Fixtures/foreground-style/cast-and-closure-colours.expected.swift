// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Colours bound by casting patterns and returned by closure-typed values: known to be a
/// Color (or an optional one) from the cast or the closure's declared result.
struct SwatchRow: View {
  let value: Any
  let values: [Any]
  let makeTint: () -> Color
  var pickShade: ((Int) -> Color)?
  var maybeShade: () -> Color?

  var body: some View {
    VStack {
      switch value {
      case let shade as Color:
        Image(systemName: "circle").foregroundStyle(shade)
      default:
        EmptyView()
      }
      if case let shade as Color = value {
        Image(systemName: "square").foregroundStyle(shade)
      }
      ForEach(Array(values.enumerated()), id: \.offset) { pair in
        if let shade = pair.element as? Color {
          Image(systemName: "star").foregroundStyle(shade)
        }
      }
      Image(systemName: "bolt").foregroundStyle(makeTint())
      Image(systemName: "flag").foregroundColor(pickShade?(1))
      Image(systemName: "leaf").foregroundColor(maybeShade())
      Image(systemName: "drop").foregroundColor(value as? Color)
    }
  }
}
