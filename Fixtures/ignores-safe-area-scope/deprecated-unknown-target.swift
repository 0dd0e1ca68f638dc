import SwiftUI

struct LegacyFooter: View {
  var body: some View {
    Color.secondary
      .frame(height: 44)
      .edgesIgnoringSafeArea(.bottom)
  }
}
