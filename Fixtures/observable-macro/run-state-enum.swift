// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The player's state machine. The module declares it, so the bare name `State` means this
/// enum here, and the views spell SwiftUI's property wrapper out.
enum State: Equatable {
  case idle
  case playing(trackID: Int)
  case paused(trackID: Int)
}

final class PlayerModel: ObservableObject {
  @Published var state = State.idle
  let queueName: String
  let shuffles: Bool

  init(queueName: String, shuffles: Bool) {
    self.queueName = queueName
    self.shuffles = shuffles
  }
}

struct PlayerScreen: View {
  @SwiftUI.State private var showsQueue = false
  @StateObject private var player = PlayerModel(queueName: "Library",
                                                shuffles: false)

  var body: some View {
    Text(player.queueName)
      .sheet(isPresented: $showsQueue) { Text("Queue") }
  }
}
