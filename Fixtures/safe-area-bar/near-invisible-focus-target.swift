// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A button kept all but invisible (`.opacity(0.001)`: still focusable and hit-testable,
// where `.opacity(0)` is not) so that it takes focus or key presses for the page under it.
// It shows nothing, so no row is hidden behind it: reserving its space as a bar would only
// push the rows down. It stays in the ZStack, and nothing is said.
struct ChapterReader: View {
  let paragraphs: [String]
  @State private var page = 0
  @FocusState private var catcherFocused: Bool

  var body: some View {
    ZStack(alignment: .topLeading) {
      ScrollView {
        VStack(alignment: .leading, spacing: 24) {
          ForEach(paragraphs, id: \.self) { Text($0) }
        }
        .padding(40)
      }
      Button(action: { page += 1 }) { EmptyView() }
        .buttonStyle(.plain)
        .frame(width: 1, height: 1)
        .opacity(0.001)
        .focused($catcherFocused)
    }
    .onAppear { catcherFocused = true }
  }
}

// A faint but visible bar (`.opacity(0.5)`) is still a bar.
struct ChapterList: View {
  let chapters: [String]
  @State private var page = 0

  var body: some View {
    List(chapters, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        Button("Next page") { page += 1 }
          .opacity(0.5)
      }
  }
}
