import SwiftUI

/// Laid out within the safe area at the bottom (the view holding it ignores only the top
/// edge): the inset is reserved already, and padding by it again is reported.
struct ComposerPanel: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Compose")
        .padding(.bottom, proxy.safeAreaInsets.bottom)
    }
  }
}

struct ComposerScreen: View {
  var body: some View {
    VStack {
      ComposerPanel()
    }
    .ignoresSafeArea(edges: .top)
  }
}

/// Laid out nowhere the run shows under the bars: reported.
struct FooterPanel: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Footer")
        .padding(.bottom, proxy.safeAreaInsets.bottom)
    }
  }
}

/// Built under the bars, but inside a sheet, a hierarchy of its own: reported.
struct SheetPanel: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Sheet")
        .padding(.bottom, proxy.safeAreaInsets.bottom)
    }
  }
}

struct SheetHost: View {
  @State private var showing = false

  var body: some View {
    Color.blue
      .ignoresSafeArea()
      .sheet(isPresented: $showing) {
        SheetPanel()
      }
  }
}
