// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

/// A floating compose button that opens a small menu; while open, a clear layer over the
/// whole screen closes it on a tap outside. As a safe-area bar that layer would take all
/// the height the bar is offered.
struct ComposeMenuButton: View {
  @State private var isOpen = false

  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      if isOpen {
        Color.black.opacity(0.001)
          .ignoresSafeArea()
          .onTapGesture { isOpen = false }
      }
      VStack(alignment: .trailing, spacing: 12) {
        if isOpen {
          Button("New post") { isOpen = false }
          Button("New poll") { isOpen = false }
        }
        Button {
          isOpen.toggle()
        } label: {
          Image(systemName: "plus")
        }
      }
      .padding()
    }
  }
}

/// A dimmed panel behind its buttons, always there: a layer that fills what it is offered.
struct DimmedActions: View {
  var body: some View {
    VStack {
      Rectangle()
        .fill(.black.opacity(0.2))
      Button("Archive all") {}
    }
  }
}

/// A bar with a hairline of a fixed height above it and a colour behind it: a bar.
struct ReplyBar: View {
  @State private var text = ""

  var body: some View {
    VStack(spacing: 0) {
      Rectangle()
        .frame(height: 1)
      HStack {
        TextField("Reply", text: $text)
        Button("Send") {}
      }
      .padding()
    }
    .background(Color.gray)
  }
}
