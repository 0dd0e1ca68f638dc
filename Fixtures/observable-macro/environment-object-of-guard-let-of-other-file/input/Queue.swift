// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Queue: ObservableObject {
  @Published var titles: [String] = []
}

struct QueueList: View {
  @EnvironmentObject var queue: Queue
  var body: some View {
    List(queue.titles, id: \.self) { Text($0) }
  }
}

/// Shows the queue in a window of its own, with the objects the coordinator holds.
final class QueueWindow {
  func content() -> AnyView? {
    guard let coordinator = Coordinator.shared else { return nil }
    return AnyView(QueueList().environmentObject(coordinator.queue))
  }
}
