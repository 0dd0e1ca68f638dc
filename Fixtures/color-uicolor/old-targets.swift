// fixture: deployment-target=iOS=14.0
import SwiftUI

struct Separator: View {
  var body: some View {
    Color(UIColor.separator).frame(height: 1)
  }
}
