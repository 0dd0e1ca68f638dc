import SwiftUI

struct TapCard<Content: View>: View {
  let action: () -> Void
  @ViewBuilder let content: Content

  var body: some View {
    Button(action: action) {
      content
    }
    .buttonStyle(.plain)
  }
}

struct LabelButton<Label: View>: View {
  @ViewBuilder let label: Label

  var body: some View {
    Button {
      print("tapped")
    } label: {
      self.label
    }
  }
}

struct Decorated<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    Color.clear
      .overlay { content }
  }
}

struct MenuButton<Content: View>: View {
  let content: () -> Content

  var body: some View {
    Menu("More") {
      content()
    }
  }
}

struct TabContainer<Content: View>: View {
  let content: () -> Content

  var body: some View {
    Button("Tap") { _ = content() }
  }
}

struct IconTile<Icon: View>: View {
  let title: String
  @ViewBuilder let icon: Icon

  var body: some View {
    Label {
      Text(title)
    } icon: {
      icon
        .frame(width: 28, height: 28)
    }
  }
}
