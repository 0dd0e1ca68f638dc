// fixture: deployment-target=iOS=17.0
import UIKit

// A syntax highlighter's sources compiled into the app's module: within the module the
// name `Color` is this typealias of UIColor, not SwiftUI's Color.
typealias Color = UIColor

struct CodeTheme {
  var keyword: Color
  var plain: Color
}
