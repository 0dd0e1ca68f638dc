// fixture: deployment-target=iOS=17.0
import SwiftUI

// A method the project declares on UIColor returns a UIColor: `Color(tint.lighter())`
// converts like `Color(tint)` beside it. A method returning an optional does not.
extension UIColor {
  func lighter(by amount: CGFloat = 0.1) -> UIColor {
    UIColor(white: 0.5 + amount, alpha: 1)
  }

  func matchingAsset() -> UIColor? { UIColor(named: "Brand") }
}

struct NodePin: View {
  let tint: UIColor

  var body: some View {
    ZStack {
      Circle().fill(Color(tint.lighter().lighter()))
      Circle().fill(Color(tint.lighter())).padding(4)
      Circle().fill(Color(tint)).padding(8)
    }
    .background(Color(tint.matchingAsset() ?? tint))
  }
}
