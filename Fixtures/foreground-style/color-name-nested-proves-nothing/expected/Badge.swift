// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(Highlighter)
import Highlighter
#endif

// Theme.swift imports Highlighter too and writes Color bare, but inside `extension Theme`,
// where it means Theme.Color: that proves nothing about Highlighter, so SwiftUI.Color stays
// spelled out here.
struct Badge: View {
  let count: Int

  var body: some View {
    Text("\(count)")
      .foregroundStyle(SwiftUI.Color.accentColor)
  }
}
