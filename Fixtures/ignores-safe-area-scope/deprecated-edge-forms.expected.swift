// fixture: deployment-target=iOS=16.0
import SwiftUI

struct PlayerChrome: View {
  let bleed: Edge.Set = .vertical
  let isLandscape: Bool

  var body: some View {
    VStack {
      Text("Now Playing")
        .ignoresSafeArea(edges: .bottom)
      Image("cover")
        .resizable()
        .ignoresSafeArea(edges: [.top, .bottom])
      Rectangle()
        .fill(.black)
        .frame(height: 1)
        .ignoresSafeArea(edges: .horizontal)
      Color.gray.ignoresSafeArea(edges: bleed)
      // Quoted on one line in the message.
      Color.white
        .ignoresSafeArea(edges: isLandscape
          ? .horizontal
          : [])
    }
    .background(Color.black.ignoresSafeArea())
    .padding()
  }
}

extension View {
  func bleedingHorizontally() -> some View {
    ignoresSafeArea(edges: .horizontal)
  }
}
