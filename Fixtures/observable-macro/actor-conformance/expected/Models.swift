// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// An actor that conforms to ObservableObject is no class this migration converts, and its
// conformance does not use ObservableObject as a type: the class next to it converts.
actor Transcriber: ObservableObject {
  private var pending: [String] = []

  func enqueue(_ line: String) { pending.append(line) }
}

@Observable
final class Narrator {
  static let shared = Narrator()
  var isSpeaking = false
}

struct NarrationBadge: View {
  @State private var narrator = Narrator.shared

  var body: some View {
    Image(systemName: narrator.isSpeaking ? "speaker.wave.2" : "speaker")
  }
}
