// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct Card<Content: View>: View {
  let content: Content

  var body: some View {
    content
      .padding()
      .background(Color.white)
      .clipShape(.rect(cornerRadius: 12))
      .shadow(radius: 2)
  }
}

struct Avatar: View {
  var body: some View {
    Image(systemName: "person").clipShape(.rect(cornerRadius: 20), style: FillStyle(antialiased: false))
  }
}
