// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Legend: View {
  var body: some View {
    VStack {
      // swiftui-migrate:disable:next foreground-style -- matches the design file
      Text("One").foregroundColor(.red)
      Text("Two").foregroundColor(.blue)  // swiftui-migrate:disable:this foreground-style
      // swiftui-migrate:disable deprecated-api
      Text("Three")
        .foregroundColor(.green)
      Text("Four")
        .foregroundColor(.secondary)
      // swiftui-migrate:enable deprecated-api
    }
  }
}
