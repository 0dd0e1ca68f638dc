// fixture: deployment-target=iOS=17.0
import SwiftUI

@Observable final class CounterModel {
  var count = 0
}

struct Counter: View {
  @State private var model = CounterModel()

  var body: some View {
    Text("\(model.count)")
      .animation(.snappy)
  }
}
