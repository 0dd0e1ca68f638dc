import SwiftUI

struct RecordingScreen: View {
  @StateObject private var microphone = Microphone()
  @State private var theme = ThemeStore()

  var body: some View {
    VStack {
      LevelMeter(source: microphone)
      LevelPanel(source: microphone)
      Text(theme.accent)
    }
  }
}
