// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Banner: View {
  @State private var size: CGSize = .zero

  var body: some View {
    Text("Banner")
      .background(
        GeometryReader { proxy in
          Color.clear
            .onAppear { size = proxy.size }
            .onChange(of: proxy.size) { size = $0 }
        }
      )
  }
}

// Where onGeometryChange exists, the same code is rewritten.
@available(iOS 16, *)
struct NewBanner: View {
  @State private var size: CGSize = .zero

  var body: some View {
    Text("Banner")
      .background(
        GeometryReader { proxy in
          Color.clear
            .onAppear { size = proxy.size }
            .onChange(of: proxy.size) { size = $0 }
        }
      )
  }
}
