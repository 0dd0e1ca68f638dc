// fixture: include-review deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

final class FeedModel: ObservableObject {
  @Published var items: [String] = []
  func load() async {}
  func refresh(force: Bool) async throws {}
}

struct Feed: View {
  @StateObject private var model = FeedModel()
  @State private var failed = false

  var body: some View {
    List(model.items, id: \.self) { item in
      Text(item)
        .onAppear { Task { await model.load() } }
    }
    .onAppear {
      Task {
        await model.load()
        if model.items.isEmpty {
          await model.load()
        }
      }
    }
    .overlay {
      Text("Loading")
        .onAppear {
          Task(priority: .background) {
            do {
              try await model.refresh(force: true)
            } catch {
              failed = true
            }
          }
        }
    }
    .background(
      Color.clear.onAppear {
        Task { try? await model.refresh(force: false) }
      })
  }
}
