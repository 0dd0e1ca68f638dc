// fixture: deployment-target=iOS=15.0
import SwiftUI

struct CloseButton: View {
  var body: some View {
    Image(systemName: "xmark")
      .accessibility(label: Text("Close")) // swiftui-migrate:disable:this accessibility-modifiers
  }
}
