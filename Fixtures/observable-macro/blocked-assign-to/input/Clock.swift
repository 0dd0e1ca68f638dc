// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Source: ObservableObject {
  @Published var date = Date()
}

final class Clock: ObservableObject {
  @Published var now = Date()

  init(source: Source) {
    source.$date.assign(to: &$now)
  }
}
