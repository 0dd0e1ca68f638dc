import SwiftUI

struct Legacy: View {
  let load: () async -> Void

  var body: some View {
    Text("Legacy")
      .onAppear {
        Task { await load() }
      }
  }
}
