// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Account: ObservableObject {
  @Published var name: String

  init(name: String) {
    self.name = name
  }
}
