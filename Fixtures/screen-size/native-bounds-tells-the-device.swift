// fixture: deployment-target=iOS=17.0
import SwiftUI

// The panel's size in pixels, read to tell which device this is: not the space a view is
// offered, so the note says how to reach the screen, not how to size the view.
struct DeviceInfoRow: View {
  @State private var resolution = [
    Int(UIScreen.main.nativeBounds.width), Int(UIScreen.main.nativeBounds.height),
  ]

  var body: some View {
    HStack {
      Text("Resolution")
      Spacer()
      Text("\(resolution[0]) × \(resolution[1])")
        .foregroundStyle(.secondary)
    }
  }
}
