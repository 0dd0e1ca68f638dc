// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Locals whose type the resolver infers: from SwiftUI's own colours and `opacity`, from a
/// declared optional, from a conditional with `nil` or with two colours.
struct ScoreRow: View {
  let score: Int
  let accent: Color
  let override: Color?
  var isLive = false

  var body: some View {
    HStack {
      let faded = accent.opacity(0.5)
      Image(systemName: "star").foregroundStyle(faded)
      var tone = Color.secondary
      Image(systemName: "flag").foregroundStyle(tone)
      let fallback: Color? = override
      Image(systemName: "bolt").foregroundColor(fallback)
      let live = isLive ? Color.red : nil
      Image(systemName: "dot.radiowaves.left.and.right").foregroundColor(live)
      let either = isLive ? accent : Color.gray
      Image(systemName: "circle").foregroundStyle(either)
      let chosen = override ?? Color.primary
      Image(systemName: "square").foregroundStyle(chosen)
      let dimmed = override?.opacity(0.3)
      Image(systemName: "triangle").foregroundColor(dimmed)
    }
  }
}
