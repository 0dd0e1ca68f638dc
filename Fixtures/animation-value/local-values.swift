// fixture: deployment-target=iOS=15.0
import SwiftUI

final class SettingsModel: ObservableObject {
  @Published var flag = false
  @Published var names: [String] = []
}

struct Choices: View {
  @State private var selection = 0
  @ObservedObject var model: SettingsModel
  let items: [String]

  func label(for index: Int) -> String { items.indices.contains(index) ? items[index] : "" }

  var body: some View {
    let title = label(for: selection)
    let isOn = model.flag
    let count = 3
    VStack {
      Text(title)
        .animation(.easeIn)
      Circle()
        .opacity(isOn ? 1 : 0.2)
        .animation(.default)
      Text("\(count)")
        .animation(.linear)
    }
  }
}
