// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// A library's model: apps outside this package may hold it.
public final class Catalog: ObservableObject {
  @Published public var titles: [String] = []

  public init() {}
}

final class Basket: ObservableObject {
  @Published var count = 0
}
