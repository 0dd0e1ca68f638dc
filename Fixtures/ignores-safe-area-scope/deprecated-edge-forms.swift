// fixture: deployment-target=iOS=16.0
import SwiftUI

struct PlayerChrome: View {
  let bleed: Edge.Set = .vertical
  let isLandscape: Bool

  var body: some View {
    VStack {
      Text("Now Playing")
        .edgesIgnoringSafeArea(.bottom)
      Image("cover")
        .resizable()
        .edgesIgnoringSafeArea([.top, .bottom])
      Rectangle()
        .fill(.black)
        .frame(height: 1)
        .edgesIgnoringSafeArea(.horizontal)
      Color.gray.edgesIgnoringSafeArea(bleed)
      // Quoted on one line in the message.
      Color.white
        .edgesIgnoringSafeArea(isLandscape
          ? .horizontal
          : [])
    }
    .background(Color.black.edgesIgnoringSafeArea(.all))
    .padding()
  }
}

extension View {
  func bleedingHorizontally() -> some View {
    edgesIgnoringSafeArea(.horizontal)
  }
}
