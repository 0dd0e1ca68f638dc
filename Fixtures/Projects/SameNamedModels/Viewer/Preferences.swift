import SwiftUI

final class Preferences: ObservableObject {
  @Published var keepOnTop = false
}

struct ViewerWindow: View {
  @StateObject private var preferences = Preferences()

  var body: some View {
    Toggle("Keep on top", isOn: $preferences.keepOnTop)
  }
}
