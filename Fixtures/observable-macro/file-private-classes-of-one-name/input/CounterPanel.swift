// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Each file keeps its own view model, private to it, under the same name: this one is
/// never observed through `objectWillChange`, so it converts whatever the other file does.
private final class PanelModel: ObservableObject {
  @Published var count = 0
}

struct CounterPanel: View {
  @StateObject private var model = PanelModel()

  var body: some View {
    Button("Count: \(model.count)") { model.count += 1 }
  }
}
