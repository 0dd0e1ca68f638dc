// fixture: deployment-target=iOS=15.0
import SwiftUI

/// A Text built by interpolation reads the state inside the interpolated expression.
struct UploadStatus: View {
  @State private var fraction = 0.0
  @State private var fileName = "report.pdf"

  var body: some View {
    VStack {
      Text("\(Int(fraction * 100))%")
        .animation(.easeIn)
      Text("Sending \(fileName.uppercased())")
        .animation(.easeOut)
    }
  }
}
