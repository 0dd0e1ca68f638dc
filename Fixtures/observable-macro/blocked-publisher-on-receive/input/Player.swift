// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Player: ObservableObject {
  @Published var position = 0.0
  @Published var isPlaying = false
}
