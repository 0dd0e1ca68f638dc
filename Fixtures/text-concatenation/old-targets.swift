// fixture: include-review deployment-target=iOS=13.0
import SwiftUI

struct Row: View {
  var body: some View {
    Text("a") + Text("b")
  }
}
