// fixture: include-review
import SwiftUI

struct Banner: View {
  var body: some View {
    Image("banner")
      .resizable()
      .frame(width: UIScreen.main.bounds.width * 0.8)
  }
}
