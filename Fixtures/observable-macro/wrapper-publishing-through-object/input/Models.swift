// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class ReaderSettings: ObservableObject {
  @Saved("fontSize") var fontSize = 14
  @Published var isEditing = false
}

final class ReaderModel: ObservableObject {
  @Published var page = 0
  @Clamped var zoom = 1
}

struct ReaderView: View {
  @StateObject private var settings = ReaderSettings()
  @StateObject private var model = ReaderModel()

  var body: some View {
    Text("Page \(model.page)")
      .font(.system(size: CGFloat(settings.fontSize)))
  }
}
