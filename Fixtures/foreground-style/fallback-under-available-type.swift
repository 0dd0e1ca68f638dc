// fixture: deployment-target=macOS=14.0
import SwiftUI

// A view declared `@available(macOS 26, *)` in a module for macOS 14 keeps an
// `if #available(macOS 26, *)` fallback: the else branch never runs because of the view's
// own @available, not because of the deployment target, and the note says so.
@available(macOS 26, *)
struct GlassTile: View {
  let symbol: String

  var body: some View {
    if #available(macOS 26, *) {
      Image(systemName: symbol)
        .foregroundStyle(.white)
    } else {
      Image(systemName: symbol)
        .foregroundColor(.white)
    }
  }
}

struct PlainTile: View {
  let symbol: String

  var body: some View {
    if #available(macOS 14, *) {
      Image(systemName: symbol)
        .foregroundStyle(.white)
    } else {
      Image(systemName: symbol)
        .foregroundColor(.white)
    }
  }
}
