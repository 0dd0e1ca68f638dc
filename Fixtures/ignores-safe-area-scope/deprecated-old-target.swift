// fixture: deployment-target=iOS=13.0
import SwiftUI

struct LegacyBackdrop: View {
  var body: some View {
    Color.black.edgesIgnoringSafeArea(.all)
  }
}
