import SwiftUI

/// `content()` once in each branch of an `if`, and of a `switch`: a body runs one of them, so
/// the closure is kept because the call is conditional, not because it runs twice. Two calls
/// in one branch do run twice.
struct Disclosure<Content: View>: View {
  let expanded: Bool
  @ViewBuilder let content: () -> Content

  var body: some View {
    if expanded {
      content()
        .padding()
    } else if !expanded {
      content()
        .lineLimit(1)
    } else {
      content()
    }
  }
}

struct Badge<Label: View>: View {
  let size: Int
  @ViewBuilder let label: () -> Label

  var body: some View {
    switch size {
    case 0:
      label()
        .font(.caption)
    default:
      label()
    }
  }
}

struct Echo<Content: View>: View {
  let echoed: Bool
  @ViewBuilder let content: () -> Content

  var body: some View {
    if echoed {
      VStack {
        content()
        content()
          .opacity(0.3)
      }
    } else {
      content()
    }
  }
}
