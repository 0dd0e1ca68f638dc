// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Queue {
  var titles: [String] = []
}

struct QueueList: View {
  @Environment(Queue.self) var queue
  var body: some View {
    List(queue.titles, id: \.self) { Text($0) }
  }
}

/// Shows the queue in a window of its own, with the objects the coordinator holds.
final class QueueWindow {
  func content() -> AnyView? {
    guard let coordinator = Coordinator.shared else { return nil }
    return AnyView(QueueList().environment(coordinator.queue))
  }
}
