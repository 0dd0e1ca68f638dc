// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Catalog: ObservableObject {
  @Published var titles: [String] = []
}

extension ShelfPreviewHost {
  /// Builds a Catalog from the library: a call of `tweaked` in the view gives a Catalog.
  func tweaked(_ value: Library, _ change: (inout Library) -> Void) -> Catalog {
    var copy = value
    change(&copy)
    let catalog = Catalog()
    catalog.titles = copy.shelves
    return catalog
  }
}
