// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Inbox: View {
  let refresh: () async -> Void

  var body: some View {
    Text("Inbox")
      .onAppear {
        Task {
          await Task.pause()
          await refresh()
        }
      }
  }
}
