// fixture: include-review
import SwiftUI

struct Meter<Caption: View>: View {
  let value: Double

  var body: some View {
    ProgressView(value: value)
  }
}

struct UploadRow: View {
  let progress: Double

  var body: some View {
    HStack {
      Meter<EmptyView>(value: progress)
      Spacer()
    }
  }
}
