import SwiftUI

final class Settings: ObservableObject {
  @Published var verbose = false
}

struct ToolView: View {
  @StateObject private var settings = Settings()

  var body: some View {
    Toggle("Verbose", isOn: $settings.verbose)
  }
}
