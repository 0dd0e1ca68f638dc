// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

// A value whose type is a generic parameter is Equatable only when a constraint says so
// (in the parameter list or a where clause): a view constrained to View alone is not
// suggested as animation(_:value:)'s value.

struct Banner<Message: View>: ViewModifier {
  let message: Message
  let isShown: Bool

  func body(content: Content) -> some View {
    content.overlay(
      message
        .opacity(isShown ? 1 : 0)
        .animation(.spring())
    )
  }
}

struct Badge<Count: Hashable, Label: View>: View {
  let count: Count
  let label: Label

  var body: some View {
    label
      .id(count)
      .animation(.easeIn)
  }
}

struct Tag<Value>: View where Value: Hashable {
  let value: Value
  let title: String

  var body: some View {
    Text(title)
      .id(value)
      .animation(.easeOut)
  }
}

struct Meter<Reading>: View {
  let reading: Reading
  let level: Double

  var body: some View {
    Rectangle()
      .frame(width: level)
      .overlay(Text(String(describing: reading)))
      .animation(.linear)
  }
}

extension View {
  func pulsing<Marker: View>(_ marker: Marker, active: Bool) -> some View {
    overlay(
      marker
        .opacity(active ? 1 : 0)
        .animation(.easeIn)
    )
  }

  func flagged(_ flag: some View, shown: Bool) -> some View {
    overlay(
      flag
        .opacity(shown ? 1 : 0)
        .animation(.easeOut)
    )
  }

  func counted<Count>(_ count: Count, label: String) -> some View where Count: Hashable {
    overlay(
      Text(label)
        .id(count)
        .animation(.linear)
    )
  }
}
