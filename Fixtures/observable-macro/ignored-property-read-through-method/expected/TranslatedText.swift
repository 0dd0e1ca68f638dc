// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

struct TranslatedText: View {
  let key: String
  @State private var translator = Translator.shared

  var body: some View {
    let text = translator.translate(key)
    Text(text)
  }
}

struct TranslatedBadge: View {
  let key: String
  @State private var translator = Translator.shared

  var body: some View {
    ResetRow(title: translator.label(key), onReset: { translator.reset() })
  }
}

struct ResetRow: View {
  let title: String
  let onReset: () -> Void

  var body: some View {
    Button(title, action: onReset)
  }
}
