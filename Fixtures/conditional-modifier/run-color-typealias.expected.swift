// fixture: include-review deployment-target=iOS=17.0
import SwiftUI
import UIKit

/// The vendored highlighter's colour type, declared in the app's module: the bare name
/// `Color` means UIColor here, so the views spell SwiftUI's Color out.
typealias Color = UIColor

struct TokenStyle {
  let keyword: Color = .label
  let comment: Color = .secondaryLabel
}

struct BuildBadge: View {
  let passed: Bool

  var body: some View {
    Image(systemName: "hammer").foregroundStyle(passed ? SwiftUI.Color.green : SwiftUI.Color.red)
  }
}
