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
          Text(title)
            .font(.caption)
            .frame(maxHeight: .infinity, alignment: .bottom)
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
      Text("Top aligned")
        .frame(maxHeight: .infinity, alignment: .top)
        .frame(height: 60)
      VStack {
        Text("As tall as its content")
        Spacer()
      }
    }
  }
}
