// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Player: View {
  var body: some View {
    Text("Now playing")
      // swiftui-migrate:disable:next toolbar-items -- the custom button must not get toolbar styling
      .navigationBarItems(trailing: Button("Close") {})
  }
}
