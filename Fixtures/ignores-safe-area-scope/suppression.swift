// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct KioskView: View {
  var body: some View {
    VStack {
      Text("Welcome to the museum")
    }
    // swiftui-migrate:disable:next ignores-safe-area-scope
    .ignoresSafeArea()
  }
}
