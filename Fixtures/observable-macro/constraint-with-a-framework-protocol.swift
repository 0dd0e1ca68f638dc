// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Any object with a description: a framework protocol, which a class may adopt anywhere,
/// so every class stays an ObservableObject.
func log<M: ObservableObject & CustomStringConvertible>(_ model: M) {
  print(model.description)
}

final class HistoryStore: ObservableObject {
  @Published var entries: [String] = []
}

struct HistoryList: View {
  @StateObject private var store = HistoryStore()

  var body: some View {
    List(store.entries, id: \.self) { Text($0) }
  }
}
