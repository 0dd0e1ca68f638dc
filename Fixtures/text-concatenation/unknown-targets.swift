// fixture: include-review
import SwiftUI

struct Row: View {
  var body: some View {
    Text("a") + Text("b")
  }
}
