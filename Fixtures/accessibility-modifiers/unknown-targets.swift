import SwiftUI

struct CloseButton: View {
  var body: some View {
    Image(systemName: "xmark")
      .accessibility(label: Text("Close"))
  }
}
