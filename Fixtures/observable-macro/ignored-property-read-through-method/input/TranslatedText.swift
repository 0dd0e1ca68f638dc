// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

struct TranslatedText: View {
  let key: String
  @StateObject private var translator = Translator.shared

  var body: some View {
    let text = translator.translate(key)
    Text(text)
  }
}

struct TranslatedBadge: View {
  let key: String
  @StateObject private var translator = Translator.shared

  var body: some View {
    Text(translator.label(key))
  }
}
