// SwiftUI is imported inside the `#if` around the class: no other import is needed.

#if !os(watchOS)

import SwiftUI

final class Meter: ObservableObject {
  @Published var level = 0.0
}

struct MeterView: View {
  @StateObject private var meter = Meter()
  @StateObject private var store = Store()

  var body: some View {
    Text("\(meter.level) \(store.items.count)")
  }
}

#endif
