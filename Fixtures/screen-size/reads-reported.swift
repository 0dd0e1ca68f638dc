// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct SwipeCard: View {
  @State private var offset: CGFloat = 0
  let isWide = UIScreen.main.bounds.width > 600

  var body: some View {
    VStack {
      Text("Swipe")
        .frame(maxWidth: UIScreen.main.bounds.width - 40)
        .offset(x: offset)
      Text("Both")
        .frame(width: UIScreen.main.bounds.width * 0.5, height: UIScreen.main.bounds.height)
      Text("Crossed").frame(width: UIScreen.main.bounds.height)
      Text("Minus").frame(width: 32 - UIScreen.main.bounds.width)
      Text("Call").frame(width: UIScreen.main.bounds.width * ratio())
      Text("Commented")
        .frame(
          width: UIScreen.main.bounds.width  // full width
        )
      if UIDevice.current.orientation.isLandscape {
        Text("Landscape")
      }
      if UIDevice.current.userInterfaceIdiom == .pad {
        Text("iPad")
      }
      Image("logo").resizable().frame(width: 40 * UIScreen.main.scale)
      Divider().frame(height: 1 / UIScreen.main.scale)
      Text("Private").opacity(UIScreen.main.isCaptured ? 0 : 1)
    }
  }

  func ratio() -> CGFloat { 0.5 }
}

struct ScreenModifier: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(.top, UIScreen.main.bounds.height / 10)
  }
}
