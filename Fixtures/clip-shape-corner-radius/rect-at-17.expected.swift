// fixture: deployment-target=iOS=17.0,macOS=14.0,tvOS=17.0,watchOS=10.0,visionOS=1.0
import SwiftUI

struct Thumbnail: View {
  let name: String
  let radius: CGFloat
  let smooth: Bool

  var body: some View {
    VStack {
      Image(name)
        .resizable()
        .clipShape(.rect(cornerRadius: 12))
      Image(name).clipShape(.rect(cornerRadius: radius)).padding()
      Image(name)
        .clipShape(.rect(cornerRadius: 8), style: FillStyle(antialiased: false))
      Image(name)
        .clipShape(.rect(cornerRadius: radius * 2))
      Image(name)
        .clipShape(.rect(cornerRadius: radius), style: FillStyle(antialiased: smooth))
      Image(name)
        .clipShape(
          .rect(cornerRadius: radius + 4),  // a bit rounder than the card
          style: FillStyle(antialiased: false)
        )
    }
  }
}
