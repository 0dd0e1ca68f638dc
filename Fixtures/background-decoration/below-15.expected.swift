// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct OldView: View {
  var body: some View {
    Text("Old")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.yellow.edgesIgnoringSafeArea(.all))
  }
}
