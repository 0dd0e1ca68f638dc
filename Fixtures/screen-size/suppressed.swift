// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Poster: View {
  var body: some View {
    // swiftui-migrate:disable:next screen-size
    Image("poster").resizable().frame(width: UIScreen.main.bounds.width)
    Image("still").resizable().frame(width: UIScreen.main.bounds.width)  // swiftui-migrate:disable:this layout-practices
  }
}
