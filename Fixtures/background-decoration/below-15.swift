// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct OldView: View {
  var body: some View {
    ZStack {
      Color.yellow.edgesIgnoringSafeArea(.all)
      Text("Old")
    }
  }
}
