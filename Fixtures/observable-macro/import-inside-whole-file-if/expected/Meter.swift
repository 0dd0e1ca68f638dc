// SwiftUI is imported inside the `#if` around the class: no other import is needed.

#if !os(watchOS)

import SwiftUI

@Observable
final class Meter {
  var level = 0.0
}

struct MeterView: View {
  @State private var meter = Meter()
  @State private var store = Store()

  var body: some View {
    Text("\(meter.level) \(store.items.count)")
  }
}

#endif
