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
        .cornerRadius(12)
      Image(name).cornerRadius(radius).padding()
      Image(name)
        .cornerRadius(8, antialiased: false)
      Image(name)
        .cornerRadius(radius * 2, antialiased: true)
      Image(name)
        .cornerRadius(radius, antialiased: smooth)
      Image(name)
        .cornerRadius(
          radius + 4,  // a bit rounder than the card
          antialiased: false
        )
    }
  }
}
