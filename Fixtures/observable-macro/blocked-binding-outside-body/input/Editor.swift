// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Draft: ObservableObject {
  @Published var text = ""
}

struct DraftEditor: View {
  @EnvironmentObject var draft: Draft

  var body: some View {
    VStack { editor }
  }

  private var editor: some View {
    TextEditor(text: $draft.text)
  }
}
