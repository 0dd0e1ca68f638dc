// fixture: deployment-target=iOS=16.0
import SwiftUI

/// The project bridges UIKit's colours with a property of its own: `UIColor.secondaryLabel`
/// and `UIColor.red` are UIColors (class properties of UIKit), so the bridged value is a Color
/// that cannot be nil. A colour the project declares as optional keeps its note.
extension UIColor {
  var swiftUI: Color { Color(uiColor: self) }
  static var brandInk: UIColor? { nil }
}

struct CaptionRow: View {
  let title: String

  var body: some View {
    VStack {
      Text(title)
        .foregroundColor(UIColor.secondaryLabel.swiftUI)
      Text("Error")
        .foregroundColor(UIColor.red.swiftUI)
      Text("Ink")
        .foregroundColor(UIColor.brandInk?.swiftUI)
    }
  }
}
