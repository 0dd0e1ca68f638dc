// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class ReaderSettings: ObservableObject {
  @Saved("fontSize") var fontSize = 14
  @Published var isEditing = false
}

@Observable
final class ReaderModel {
  var page = 0
  @ObservationIgnored @Clamped var zoom = 1
}

struct ReaderView: View {
  @StateObject private var settings = ReaderSettings()
  @State private var model = ReaderModel()

  var body: some View {
    Text("Page \(model.page)")
      .font(.system(size: CGFloat(settings.fontSize)))
  }
}
