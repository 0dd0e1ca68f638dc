// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct Legacy: View {
  var body: some View {
    Button("Go") {}
      .accentColor(.purple)
  }
}
