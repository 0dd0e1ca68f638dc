// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Upload: View {
  let upload: () async -> Void

  var body: some View {
    Text("Uploading")
      // swiftui-migrate:disable:next task-modifier -- the upload must finish off screen
      .onAppear {
        Task { await upload() }
      }
  }
}
