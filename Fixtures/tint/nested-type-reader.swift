// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A badge nested in a namespace reads the accent colour: the screen builds it by its path
// (`Catalog.Badge()`), so the accentColor(_:) above it stays.
enum Catalog {
  struct Badge: View {
    var body: some View {
      Text("New")
        .foregroundStyle(Color.accentColor)
    }
  }
}

struct CatalogScreen: View {
  var body: some View {
    VStack {
      Catalog.Badge()
      Text("Items")
    }
    .accentColor(.orange)
  }
}
