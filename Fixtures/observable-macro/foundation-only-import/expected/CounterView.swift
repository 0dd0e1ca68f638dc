import SwiftUI

struct CounterView: View {
  @State private var counter = Counter()

  var body: some View {
    Button("\(counter.value)") { counter.increment() }
  }
}
