// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(MarkdownKit)
import MarkdownKit
#endif

// Tags.swift imports MarkdownKit beside SwiftUI and writes Color bare: MarkdownKit declares
// no Color, so the bare name is sure here.
struct Caption: View {
  let text: String

  var body: some View {
    Text(text)
      .foregroundColor(.accentColor)
  }
}
