// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

@MainActor
final class SceneDelegate {
  var frame: CGRect = .zero

  func connect() {
    frame = UIScreen.main.bounds
    if UIDevice.current.orientation.isLandscape { frame.size.width /= 2 }
  }
}

@MainActor
enum DeviceMetrics {
  static var screenWidth: CGFloat { UIScreen.main.bounds.width }
}

struct IdiomBadge: View {
  var body: some View {
    if UIDevice.current.userInterfaceIdiom == .pad {
      Text("iPad").frame(width: 320)
    }
  }
}
