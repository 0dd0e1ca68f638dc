// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Row: View {
  var body: some View {
    // swiftui-migrate:disable:next text-concatenation
    Text("a") + Text("b")
  }
}
