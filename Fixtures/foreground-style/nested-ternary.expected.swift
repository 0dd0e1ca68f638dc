// fixture: deployment-target=iOS=17.0
import SwiftUI

// A ternary chain of literal colours (`a ? .red : b ? .orange : .green`) cannot be nil:
// safe, like a ternary of two. One branch that may be nil keeps it at review.
struct StatusDot: View {
  let level: Int
  let custom: Color?

  var body: some View {
    VStack {
      Circle()
        .foregroundStyle(level > 2 ? .red : level > 1 ? .orange : .green)
      Circle()
        .foregroundStyle(level > 2 ? .red : (level > 1 ? Color.orange : .green))
      Circle()
        .foregroundColor(level > 2 ? .red : level > 1 ? custom : .green)
    }
  }
}
