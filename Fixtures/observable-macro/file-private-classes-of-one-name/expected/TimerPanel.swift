import SwiftUI

private final class PanelModel: ObservableObject {
  @Published var seconds = 0
}

struct TimerPanel: View {
  @StateObject private var model = PanelModel()
  @State private var ticks = 0

  var body: some View {
    Text("\(model.seconds) s, \(ticks) ticks")
      .onReceive(model.objectWillChange) { ticks += 1 }
  }
}
