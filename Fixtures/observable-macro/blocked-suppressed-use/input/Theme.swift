// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Theme: ObservableObject {
  @Published var accent = Color.blue
}
