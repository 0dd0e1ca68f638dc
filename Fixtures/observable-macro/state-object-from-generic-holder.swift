// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The @StateObject reads a property whose type is the holder's generic parameter: which
/// class it holds is not told by the declaration, so no class of the run moves (the view
/// would otherwise keep a @StateObject of an @Observable class, which does not compile).
final class SettingsModel: ObservableObject {
  @Published var darkMode = false
}

final class Holder<Model> {
  let model: Model

  init(_ model: Model) {
    self.model = model
  }
}

enum Shared {
  static let settings: Holder<SettingsModel> = Holder(SettingsModel())
}

struct SettingsScreen: View {
  @StateObject var settings = Shared.settings.model

  var body: some View {
    Toggle("Dark", isOn: $settings.darkMode)
  }
}
