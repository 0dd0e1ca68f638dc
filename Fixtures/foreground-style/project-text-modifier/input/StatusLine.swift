// fixture: deployment-target=iOS=15.0
import SwiftUI

struct StatusLine: View {
  let place: String
  let address: String

  var body: some View {
    VStack {
      caption
      badge
    }
  }

  private var caption: Text {
    Text(place)
      .styled(15)
      .foregroundColor(.primary)
      + Text(" · ")
      + Text(address)
      .styled(13)
      .foregroundColor(.gray)
  }

  private var badge: some View {
    Text(place)
      .card()
      .foregroundColor(.red)
  }
}
