// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// In a postfix `#if` clause, a foregroundColor after another modifier continues the chain of
// the expression before `#if` (a Button here), not an implicit member's: it is a View
// modifier, as the one written first in a clause is.
struct ComposerSendButton: View {
  var send: () -> Void

  var body: some View {
    Button(action: send) {
      Image(systemName: "paperplane.fill")
    }
    #if os(macOS)
    .buttonStyle(.borderless)
    .foregroundStyle(Color.accentColor)
    #else
    .buttonStyle(.plain)
    .foregroundStyle(.blue)
    #endif
    .padding(4)
  }
}
