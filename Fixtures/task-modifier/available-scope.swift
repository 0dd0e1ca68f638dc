// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

@available(iOS 15.0, *)
struct Modern: View {
  let load: () async -> Void

  var body: some View {
    Text("Modern")
      .onAppear {
        Task { await load() }
      }
  }
}
