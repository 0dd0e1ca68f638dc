// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

final class UploadModel: ObservableObject {
  @Published var failed = false
  @Published var failureReason: String?
  func close() {}
}

struct UploadScreen: View {
  @ObservedObject var model: UploadModel

  var body: some View {
    VStack {
      Text("Uploading")
    }
    // The title's lines move with it: under `.alert(` once the binding is one argument a line.
    .alert(
      Text(
        model.failureReason ??
          "The upload did not finish."
      ),
      isPresented: Binding(
        get: { model.failed },
        set: {
          model.failed = $0
          model.close()
        }
      )
    ) {}
    .overlay {
      // The title's lines move with it: the header stays on the modifier's line.
      Color.clear
        .alert(Text(
          model.failureReason ??
            "Try again later."
        ), isPresented: $model.failed) {}
    }
  }
}
