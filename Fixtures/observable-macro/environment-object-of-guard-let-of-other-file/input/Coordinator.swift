// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Coordinator {
  private(set) static var shared: Coordinator?
  let queue: Queue

  init() {
    queue = Queue()
    Self.shared = self
  }
}
