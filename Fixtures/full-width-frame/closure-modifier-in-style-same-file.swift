// fixture: deployment-target=macOS=14.0
import SwiftUI

// The style applies `.modify { … }`, a method of this file that hands the view to the
// closure it is given, after its fixed frame: what that closure does to the size is written
// at the style's call, so the rewrite is review, and the reason names the closure (as for a
// method of another file, closure-modifier-in-style-across-files).

struct CircleIconButtonStyle: ButtonStyle {
  var color: Color

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .frame(width: 20, height: 20)
      .modify {
        $0
          .background(color)
          .clipShape(Circle())
      }
      .opacity(configuration.isPressed ? 0.4 : 1)
  }
}

struct ShelfEditor: View {
  @State private var items = ["Notes"]

  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in
        Text(item)
      }
      HStack {
        Spacer()
        Button {
          items.append("Item \(items.count + 1)")
        } label: {
          Image(systemName: "plus")
        }
        .buttonStyle(CircleIconButtonStyle(color: .green))
      }
    }
  }
}

extension View {
  /// Hands the view to `transform`, for modifiers chosen by availability.
  func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> some View {
    transform(self)
  }
}
