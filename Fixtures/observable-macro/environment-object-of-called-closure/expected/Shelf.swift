// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Shelf {
  var count = 0
  let queue: Queue

  init() {
    queue = Queue()
  }
}
