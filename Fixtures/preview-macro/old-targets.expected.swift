// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Card: View {
  var body: some View { Text("Card") }
}

#Preview("Light") {
  Card()
}

#Preview("Dark") {
  Card()
    .preferredColorScheme(.dark)
}

struct CardSmall_Previews: PreviewProvider {
  static var previews: some View {
    Card()
      .previewLayout(.sizeThatFits)
  }
}
