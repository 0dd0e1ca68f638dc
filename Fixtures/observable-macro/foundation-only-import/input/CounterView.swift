import SwiftUI

struct CounterView: View {
  @StateObject private var counter = Counter()

  var body: some View {
    Button("\(counter.value)") { counter.increment() }
  }
}
