// fixture: deployment-target=iOS=15.0
import SwiftUI

/// `.none` passed for an `Animation?` is nil: it turns animation off, as `animation(nil)` does.
struct TransferRow: View {
  @State private var progress = 0.0

  var body: some View {
    VStack {
      ProgressView(value: progress)
        .animation(.none)
      ProgressView(value: progress)
        .animation(.easeInOut)
    }
  }
}
