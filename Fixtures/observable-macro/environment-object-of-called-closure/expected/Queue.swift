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

#Preview {
  QueueList()
    .environment({
      let shelf = Shelf()
      shelf.queue.titles = (1...2).map { n in return "Track \(n)" }
      return shelf.queue
    }())
}
