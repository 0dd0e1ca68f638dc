// fixture: include-review
import SwiftUI

// A stack in a scroll view, or in a List row, whose own frame fixes its length along its
// axis: the frame offers the Spacers that length, so they expand there and the stack is a
// frame like any other. Only a stack offered no length along its axis keeps its Spacers.
struct SectionHeaders: View {
  let titles: [String]

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(titles, id: \.self) { title in
          VStack(spacing: 0) {
            Spacer()
            Text(title)
              .font(.caption)
          }
          .padding(.horizontal, 16)
          .frame(height: 44)
        }
      }
    }
  }
}

struct SettingsRows: View {
  var body: some View {
    List {
      VStack {
        Text("Top aligned")
        Spacer()
      }
      .frame(height: 60)
      VStack {
        Text("As tall as its content")
        Spacer()
      }
    }
  }
}
