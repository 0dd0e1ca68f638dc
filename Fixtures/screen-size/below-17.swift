// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct Banner: View {
  var body: some View {
    Image("banner")
      .resizable()
      .frame(width: UIScreen.main.bounds.width * 0.8)
  }
}
