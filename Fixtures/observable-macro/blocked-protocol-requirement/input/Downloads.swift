// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

protocol ProgressReporting {
  var progressPublisher: Published<Double>.Publisher { get }
}

protocol Store: ObservableObject {
  func reload()
}

final class Download: ObservableObject, ProgressReporting {
  @Published var progress = 0.0
  var progressPublisher: Published<Double>.Publisher { $progress }
}

final class Catalog: ObservableObject, Store {
  @Published var items: [String] = []
  func reload() { items = [] }
}
