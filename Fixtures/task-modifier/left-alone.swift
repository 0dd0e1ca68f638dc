// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

final class Store: ObservableObject {
  @Published var count = 0
  func sync() async throws {}
  func track() {}
}

/// onAppear closures that do more than start one Task, Tasks that can throw, comments that
/// would be lost, and Task.detached: none becomes .task.
struct Dashboard: View {
  @StateObject private var store = Store()

  var body: some View {
    VStack {
      Text("A")
        .onAppear {
          store.track()
          Task { try? await store.sync() }
        }
      Text("B")
        .onAppear {
          Task { try await store.sync() }
        }
      Text("C")
        .onAppear {
          // keep syncing even when the user leaves
          Task { try? await store.sync() }
        }
      Text("D")
        .onAppear {
          Task.detached { try? await store.sync() }
        }
      Text("E")
        .onAppear {
          let task = Task { try? await store.sync() }
          _ = task
        }
      Text("F")
        .onAppear(perform: store.track)
    }
  }
}
