// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

final class ComposerModel: ObservableObject {
  @Published var suggesting = false
  @Published var picking = false
  @Published var suggestions: [String] = []
}

/// A picker panel that shows only while the composer asks for it.
struct TagSuggestions: View {
  @ObservedObject var model: ComposerModel

  var body: some View {
    if model.suggesting {
      VStack {
        ForEach(model.suggestions, id: \.self) { tag in
          Button(tag) { model.suggesting = false }
        }
      }
    }
  }
}

/// One of two panels: a bar of another height in each state, which would move the rows.
struct ModePanel: View {
  @ObservedObject var model: ComposerModel

  var body: some View {
    if model.picking {
      Button("Done") { model.picking = false }
    } else {
      Button("Pick") { model.picking = true }
    }
  }
}

/// A bar that is always there.
struct SendBar: View {
  var body: some View {
    HStack {
      Button("Send") {}
    }
  }
}

struct ComposerView: View {
  @StateObject private var model = ComposerModel()
  let lines: [String]

  var body: some View {
    GeometryReader { geo in
      ScrollView {
        ForEach(lines, id: \.self) { Text($0) }
      }
      .overlay(alignment: .bottom) {
        TagSuggestions(model: model)
          .frame(height: geo.size.height * 0.6)
      }
      .overlay(alignment: .top) {
        ModePanel(model: model)
      }
      .safeAreaBar(edge: .bottom) {
        SendBar()
      }
    }
  }
}
