import SwiftUI

final class Preferences: ObservableObject {
  static let shared = Preferences()

  @Published var title = "Idle"
}
