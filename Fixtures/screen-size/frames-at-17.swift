// fixture: include-review deployment-target=iOS=17.0,macOS=14.0,tvOS=17.0,watchOS=10.0,visionOS=1.0
import SwiftUI

struct ArtworkGallery: View {
  let names: [String]
  let columns: CGFloat

  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(names, id: \.self) { name in
          Image(name)
            .resizable()
            .frame(width: UIScreen.main.bounds.width)
        }
      }
    }
    VStack {
      Image("banner").resizable().frame(width: UIScreen.main.bounds.width * 0.8)
      Image("card")
        .resizable()
        .frame(height: UIScreen.main.bounds.size.height / 3, alignment: .top)
      Image("tile").resizable().frame(width: UIScreen.main.bounds.width / columns)
      Color.blue.frame(width: 0.5 * UIScreen.main.bounds.width)
      Color.red
        .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
      Text("Minus").frame(width: UIScreen.main.bounds.width - 32)
      Rectangle()
        .frame(width: UIScreen.main.bounds.width, height: 65)
      Text("Button").frame(width: UIScreen.main.bounds.width * 0.9, height: 40, alignment: .center)
      Button {
        // Saves the draft.
      } label: {
        Text("Save")
      }
      .frame(width: UIScreen.main.bounds.width * 0.9)
    }
  }
}
