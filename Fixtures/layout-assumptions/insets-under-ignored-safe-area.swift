// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A scroll view that runs edge to edge in landscape gets no horizontal insets from SwiftUI:
/// padding its rows by the reader's insets is how they stay clear of the notch. Not reported.
struct ReceiptSettings: View {
  let rows: [String]

  var body: some View {
    GeometryReader { geometry in
      ScrollView {
        VStack(spacing: 0) {
          ForEach(rows, id: \.self) { row in
            Text(row)
              .padding(.leading, geometry.safeAreaInsets.leading)
              .padding(.trailing, geometry.safeAreaInsets.trailing)
          }
        }
        .padding(.bottom, geometry.safeAreaInsets.bottom)
      }
      .ignoresSafeArea(.container, edges: [.horizontal, .bottom])
    }
  }
}

/// The reader itself runs under the bars: its content is laid out over the whole screen,
/// and the insets it reports are the ones to keep clear of.
struct PosterView: View {
  var body: some View {
    GeometryReader { proxy in
      VStack {
        Text("Title")
          .padding(.top, proxy.safeAreaInsets.top)
        Color.blue
          .frame(height: proxy.size.height - proxy.safeAreaInsets.bottom)
      }
    }
    .edgesIgnoringSafeArea(.all)
  }
}

/// The padded view runs under the home indicator after its padding.
struct FooterView: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Footer")
        .padding(.bottom, proxy.safeAreaInsets.bottom)
        .background(Color.gray)
        .ignoresSafeArea(edges: .bottom)
    }
  }
}

/// Ignoring another edge, or only the keyboard, leaves these insets reserved: reported.
struct HeaderView: View {
  var body: some View {
    GeometryReader { proxy in
      ScrollView {
        Text("Header")
          .padding(.top, proxy.safeAreaInsets.top)
      }
      .ignoresSafeArea(edges: .bottom)
    }
  }
}

struct ComposerView: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Compose")
        .padding(.bottom, proxy.safeAreaInsets.bottom)
    }
    .ignoresSafeArea(.keyboard)
  }
}
