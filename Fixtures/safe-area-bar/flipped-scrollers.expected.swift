// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct ChatInput: View {
  @Binding var text: String

  var body: some View {
    HStack {
      TextField("Message", text: $text)
      Button("Send") {}
    }
  }
}

/// A chat drawn upside down so that it starts at the bottom: the list's top edge is on screen
/// at the bottom, so a bar's scroll-edge effect would land at the wrong end.
struct InvertedChat: View {
  @State private var text = ""
  let messages: [String]

  var body: some View {
    List(messages, id: \.self) { message in
      Text(message)
        .scaleEffect(x: 1, y: -1, anchor: .center)
    }
    .scaleEffect(x: 1, y: -1, anchor: .center)
    .safeAreaInset(edge: .bottom) {
      ChatInput(text: $text)
    }
  }
}

/// The author switched the edge effect off on purpose.
struct PlainEdgeChat: View {
  @State private var text = ""
  let messages: [String]

  var body: some View {
    ScrollView {
      ForEach(messages, id: \.self) { Text($0) }
    }
    .scrollEdgeEffectHidden(true, for: .all)
    .safeAreaBar(edge: .bottom) {
      ChatInput(text: $text)
    }
  }
}

/// Turned half a turn: the same upside-down list.
struct RotatedChat: View {
  @State private var text = ""
  let messages: [String]

  var body: some View {
    ScrollView {
      ForEach(messages, id: \.self) { Text($0).rotationEffect(.degrees(180)) }
    }
    .rotationEffect(.degrees(180))
    .safeAreaInset(edge: .bottom) {
      ChatInput(text: $text)
    }
  }
}

/// A bar laid over an upside-down list: as an inset it would reserve the list's top.
struct OverlaidInvertedChat: View {
  @State private var text = ""
  let messages: [String]

  var body: some View {
    List(messages, id: \.self) { message in
      Text(message)
        .scaleEffect(x: 1, y: -1)
    }
    .scaleEffect(x: 1, y: -1)
    .overlay(alignment: .bottom) {
      ChatInput(text: $text)
    }
  }
}

/// Already an inset, with the edge effect hidden: safeAreaBar would add nothing.
struct HiddenEdgeChat: View {
  @State private var text = ""
  let messages: [String]

  var body: some View {
    ScrollView {
      ForEach(messages, id: \.self) { Text($0) }
    }
    .scrollEdgeEffectHidden(true, for: .bottom)
    .safeAreaInset(edge: .bottom) {
      ChatInput(text: $text)
    }
  }
}
