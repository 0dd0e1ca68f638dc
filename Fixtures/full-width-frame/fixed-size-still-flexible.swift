// fixture: deployment-target=macOS=13.0
import SwiftUI

// Still flexible: fixed on the other axis only, a value that may be false, or a frame
// outside the fixed size that fills the width.
struct SearchToolbar: View {
  let wraps: Bool
  @State private var query = ""
  @State private var order = 0

  var body: some View {
    VStack {
      HStack {
        TextField("Search", text: $query)
          .fixedSize(horizontal: false, vertical: true)
        Spacer()
      }
      HStack {
        TextField("Search", text: $query)
          .fixedSize(horizontal: wraps, vertical: true)
        Spacer()
      }
      HStack {
        Picker("Order", selection: $order) {
          Text("Up").tag(0)
        }
        .fixedSize()
        .frame(maxWidth: .infinity)
        Spacer()
      }
    }
  }
}
