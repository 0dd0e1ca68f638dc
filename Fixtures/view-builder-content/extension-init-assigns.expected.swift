import SwiftUI

// A capsule button whose text-only form is made in an extension: that init assigns a
// closure of one view, which the stored view is assigned instead.
struct CapsuleButton<Label: View>: View {
  let action: () -> Void
  @ViewBuilder let label: Label

  init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  var body: some View {
    Button(action: action) { label }
      .buttonStyle(.bordered)
  }
}

extension CapsuleButton where Label == Text {
  init(_ title: String, action: @escaping () -> Void) {
    self.action = action
    self.label = Text(title)
  }
}

// An extension init that assigns its own closure parameter: converted with the others.
struct Shelf<Content: View>: View {
  let spacing: Double
  @ViewBuilder let content: Content

  var body: some View {
    HStack(spacing: spacing) { content }
  }
}

extension Shelf {
  init(@ViewBuilder content: () -> Content) {
    self.spacing = 8
    self.content = content()
  }
}

// A closure that does more than name one view: the init transforms the content.
struct Notice<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack { content() }
  }
}

extension Notice where Content == Text {
  init(count: Int) {
    self.content = {
      let noun = count == 1 ? "item" : "items"
      return Text("\(count) \(noun)")
    }
  }
}
