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

#Preview {
  QueueList()
    .environmentObject({
      let shelf = Shelf()
      shelf.queue.titles = (1...2).map { n in return "Track \(n)" }
      return shelf.queue
    }())
}
