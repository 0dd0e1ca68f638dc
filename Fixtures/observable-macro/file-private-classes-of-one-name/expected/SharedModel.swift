import SwiftUI

/// An internal class is one per module: a use in any file reaches it.
final class SharedModel: ObservableObject {
  @Published var title = ""
}

private struct TitleBadge: View {
  @ObservedObject var model: SharedModel
  @State private var changes = 0

  var body: some View {
    Text("\(model.title) \(changes)")
      .onReceive(model.objectWillChange) { changes += 1 }
  }
}
