import SwiftUI

enum Emphasis {
  case low, high
}

/// One of its cases fills the width.
struct HighlightModifier: ViewModifier {
  let emphasis: Emphasis

  func body(content: Content) -> some View {
    switch emphasis {
    case .low:
      content.opacity(0.6)
    case .high:
      content
        .frame(maxWidth: .infinity)
        .background(Color.yellow)
    }
  }
}

extension View {
  func highlight(_ emphasis: Emphasis) -> some View {
    modifier(HighlightModifier(emphasis: emphasis))
  }

  // Overloads that size differently: one keeps the view's size, one fills the width.
  func caption(_ text: String) -> some View {
    overlay(Text(text))
  }

  func caption(_ color: Color) -> some View {
    frame(maxWidth: .infinity).background(color)
  }
}

struct Legend: View {
  var body: some View {
    VStack {
      // Flexible when highlighted high: left as is.
      HStack {
        Text("Key").highlight(.low)
        Spacer()
      }
      // Either overload may be called: review.
      HStack {
        Text("Map").caption("North")
        Spacer()
      }
    }
  }
}
