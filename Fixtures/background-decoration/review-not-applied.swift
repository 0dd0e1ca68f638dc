// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Plain: View {
  var body: some View {
    ZStack {
      Color.yellow
      Text("Plain")
    }
  }
}
