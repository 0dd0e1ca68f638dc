import SwiftUI

struct Expandable<Content: View>: View {
  let title: String
  @State private var isExpanded = false
  let content: () -> Content

  var body: some View {
    VStack {
      Button(title) { isExpanded.toggle() }
      if isExpanded {
        content()
      }
    }
  }
}

enum Phase { case loading, loaded }

struct PhaseView<Loaded: View>: View {
  let phase: Phase
  let loaded: () -> Loaded

  var body: some View {
    switch phase {
    case .loading: ProgressView()
    case .loaded: loaded()
    }
  }
}

struct Masked<Content: View>: View {
  let isHidden: Bool
  let content: () -> Content

  var body: some View {
    isHidden ? nil : content()
  }
}

struct PlatformOnly<Content: View>: View {
  let content: () -> Content

  var body: some View {
    #if os(iOS)
    content()
    #else
    Text("Unavailable")
    #endif
  }
}
