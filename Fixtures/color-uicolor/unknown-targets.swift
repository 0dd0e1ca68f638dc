import SwiftUI

struct Separator: View {
  var body: some View {
    Color(UIColor.separator).frame(height: 1)
  }
}
