// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct RatingDots: View {
  let rating: Int
  let tint: Color

  var body: some View {
    HStack(spacing: 4) {
      ForEach(0..<5) { index in
        index < rating ? Circle().foregroundStyle(.yellow) : Circle().foregroundStyle(.gray)
      }
    }
  }

  var bar: some View {
    rating > 3
      ? Capsule().foregroundStyle(tint)
      : Capsule().foregroundStyle(Color.secondary)
  }

  var marker: some View {
    rating == 0 ? Rectangle().foregroundColor(.red) : Rectangle().foregroundColor(nil)
  }
}

struct TaskRow: View {
  let title: String
  let isDone: Bool

  var body: some View {
    VStack(alignment: .leading) {
      isDone ? Text(title).foregroundStyle(.green) : Text(title).foregroundStyle(Color.primary)
      isDone ? Text("Done").foregroundColor(.green) : Text("Open")
    }
  }

  var label: Text {
    let status: Text = isDone ? Text("✓").foregroundColor(.green) : Text("•").foregroundColor(.gray)
    return status + Text(" " + title)
  }
}
