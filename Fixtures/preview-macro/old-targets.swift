// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Card: View {
  var body: some View { Text("Card") }
}

struct Card_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Card()
        .previewDisplayName("Light")
      Card()
        .preferredColorScheme(.dark)
        .previewDisplayName("Dark")
    }
  }
}

struct CardSmall_Previews: PreviewProvider {
  static var previews: some View {
    Card()
      .previewLayout(.sizeThatFits)
  }
}
