// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Banner: View {
  var body: some View {
    Image("banner").resizable().frame(width: UIScreen.main.bounds.width)
  }
}
