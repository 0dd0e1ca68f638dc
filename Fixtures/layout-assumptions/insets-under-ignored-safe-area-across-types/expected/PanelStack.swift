import SwiftUI

/// Lays out the panel among its own views: where this is laid out decides.
struct PanelStack: View {
  var body: some View {
    VStack {
      ChatPanel(expanded: true)
    }
  }
}
