import SwiftUI

final class Playhead: ObservableObject {
  @Published var seconds = 0.0
}

// Three pieces of state, of two kinds: the note names each.
struct Scrubber: View {
  @State private var position = 0.0
  @StateObject private var playhead = Playhead()
  @State private var isDragging = false
  static let step = 0.5

  var body: some View {
    Slider(value: $position, in: 0...1, step: Self.step, onEditingChanged: { isDragging = $0 })
      .onChange(of: position) { _, value in playhead.seconds = value }
  }
}
