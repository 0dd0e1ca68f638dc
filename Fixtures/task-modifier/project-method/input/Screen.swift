// fixture: include-review deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct Screen: View {
  let log: Log
  let load: () async -> Void

  var body: some View {
    let logged = log.onAppear { Task { await load() } }
    Text("\(logged.lines.count)")
      .onAppear {
        Task { await load() }
      }
  }
}
