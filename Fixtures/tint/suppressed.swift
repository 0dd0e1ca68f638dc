// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Branded: View {
  var body: some View {
    Button("Buy") {}
      // swiftui-migrate:disable:next tint -- the accent colour must follow the user's choice
      .accentColor(.green)
  }
}
