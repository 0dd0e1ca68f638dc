import SwiftUI

/// A panel whose reader pads its input row by the bottom inset. Where the run lays it out
/// under the home indicator (a view holding it ignores the safe area at the bottom, in
/// another type's body, or two types up), that padding is what keeps the row clear of it:
/// not reported.
struct ChatPanel: View {
  let expanded: Bool

  var body: some View {
    Group {
      if expanded {
        GeometryReader { proxy in
          VStack(spacing: 0) {
            Text("Messages")
            Spacer()
            Text("Input")
              .padding(.bottom, proxy.safeAreaInsets.bottom)
          }
        }
      } else {
        Text("Collapsed")
      }
    }
  }
}

/// The same through a helper the body lays out.
struct NotesPanel: View {
  var body: some View {
    content
  }

  private var content: some View {
    GeometryReader { geometry in
      Text("Notes")
        .padding(.bottom, geometry.safeAreaInsets.bottom)
    }
  }
}
