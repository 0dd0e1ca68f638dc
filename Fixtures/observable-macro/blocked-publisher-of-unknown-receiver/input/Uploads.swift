// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class UploadModel: ObservableObject {
  @Published var progress = 0.0
}

final class UploadLogger {
  private var watchers: [AnyCancellable] = []

  func start(_ uploads: [UploadModel]) {
    watchers = uploads.map { upload in
      upload.$progress.sink { value in print(value) }
    }
  }
}

struct UploadRow: View {
  @ObservedObject var upload: UploadModel

  var body: some View {
    ProgressView(value: upload.progress)
  }
}
