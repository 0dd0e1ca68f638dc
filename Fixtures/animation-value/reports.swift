// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

final class PlayerModel: ObservableObject {
  @Published var progress = 0.0
  @Published var isPlaying = false
  func skip() {}
}

struct Player: View {
  @State private var isExpanded = false
  @Binding var volume: Double
  @ObservedObject var model: PlayerModel
  @AppStorage("compact") private var compact = false
  let title: String

  var body: some View {
    VStack {
      Text(title)
        .font(isExpanded ? .title : .body)
        .animation(.spring())
      Slider(value: $volume)
        .opacity(compact ? 0.5 : 1)
        .animation(.easeInOut(duration: 0.2))
      ProgressView(value: model.progress)
        .scaleEffect(model.isPlaying ? 1 : 0.9)
        .onTapGesture { model.skip() }
        .animation(nil)
      Text(title.uppercased())
        .animation(.default)
      Text("Fixed")
        .animation(.linear)
    }
  }
}
