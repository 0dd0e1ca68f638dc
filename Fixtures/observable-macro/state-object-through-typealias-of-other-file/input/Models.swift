// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class UploadModel<Item>: ObservableObject {
  @Published var progress = 0.0
}

final class DownloadQueue: ObservableObject {
  @Published var pending = 0
}

/// The names the views write, declared apart from them.
typealias SharedQueue = DownloadQueue

extension UploadView {
  typealias Model = UploadModel<Int>
}
