import SwiftUI
#if canImport(MarkdownKit)
import MarkdownKit
#endif

struct Tags: View {
  let tags: [String]

  var body: some View {
    HStack {
      ForEach(tags, id: \.self) { tag in
        Text(tag).foregroundStyle(Color.orange)
      }
    }
  }
}
