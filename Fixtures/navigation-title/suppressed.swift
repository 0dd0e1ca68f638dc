// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Legacy: View {
  var body: some View {
    Text("Legacy")
      // swiftui-migrate:disable:next navigation-title -- matches the iOS 13 screenshots
      .navigationBarTitle("Legacy", displayMode: .inline)
  }
}
