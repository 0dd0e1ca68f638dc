// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct VolumeScreen: View {
  @State private var volume = 0.5
  @State private var isMuted = false
  @State private var level = 0

  var body: some View {
    VStack {
      Slider(value: $volume)
        .onChange(of: volume) { _, newValue in store(newValue) }
      Toggle("Mute", isOn: $isMuted)
        .onChange(of: isMuted) { _, newValue in apply(muted: newValue) }
        .onChange(of: isMuted) { _, muted in print(muted) }
      Stepper("Level", value: $level)
        .onChange(of: level) { _, newValue in log(level: newValue) }
    }
  }

  private func store(_ volume: Double) {}
  private func apply(muted: Bool) {}
  private func log(level: Int) {}
}
