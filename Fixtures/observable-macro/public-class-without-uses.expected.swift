// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// A library's model: apps outside this package may hold it.
@Observable
public final class Catalog {
  public var titles: [String] = []

  public init() {}
}

@Observable
final class Basket {
  var count = 0
}
