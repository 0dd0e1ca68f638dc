// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Separator: View {
  var body: some View {
    // swiftui-migrate:disable:next color-uicolor
    Color(UIColor.separator).frame(height: 1)
  }
}
