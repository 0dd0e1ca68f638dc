// fixture: deployment-target=iOS=16.0
import SwiftUI

final class Layout: ObservableObject {
  @Published var isLandscape = false
}

// Each closure that reads the orientation gets one note, however often it reads it.
struct RootScreen: View {
  @StateObject private var layout = Layout()
  private let rotated = NotificationCenter.default.publisher(
    for: UIDevice.orientationDidChangeNotification)

  var body: some View {
    Text("Root")
      .onReceive(rotated) { _ in
        if UIDevice.current.orientation == .faceUp
          || UIDevice.current.orientation == .faceDown
          || UIDevice.current.orientation == .unknown
        {
          return
        }
        layout.isLandscape = UIDevice.current.orientation.isLandscape
      }
      .onAppear {
        layout.isLandscape = UIDevice.current.orientation.isLandscape
      }
  }

  var isUpsideDown: Bool {
    UIDevice.current.orientation == .portraitUpsideDown
  }
}
