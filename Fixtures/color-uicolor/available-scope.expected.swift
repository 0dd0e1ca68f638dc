// fixture: deployment-target=iOS=14.0
import SwiftUI

struct Separator: View {
  var body: some View {
    if #available(iOS 15, *) {
      Color(uiColor: .separator).frame(height: 1)
    } else {
      Color(UIColor.separator).frame(height: 1)
    }
  }
}
