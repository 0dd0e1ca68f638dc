// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Account {
  var name: String

  init(name: String) {
    self.name = name
  }
}
