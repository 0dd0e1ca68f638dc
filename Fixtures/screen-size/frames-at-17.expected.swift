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
            .containerRelativeFrame(.horizontal)
        }
      }
    }
    VStack {
      Image("banner").resizable().containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
      Image("card")
        .resizable()
        .containerRelativeFrame(.vertical, alignment: .top) { length, _ in length / 3 }
      Image("tile").resizable().containerRelativeFrame(.horizontal) { length, _ in length / columns }
      Color.blue.containerRelativeFrame(.horizontal) { length, _ in 0.5 * length }
      Color.red
        .containerRelativeFrame([.horizontal, .vertical])
      Text("Minus").containerRelativeFrame(.horizontal) { length, _ in length - 32 }
      Rectangle()
        .frame(height: 65)
        .containerRelativeFrame(.horizontal)
      Text("Button").frame(height: 40, alignment: .center).containerRelativeFrame(.horizontal, alignment: .center) { length, _ in length * 0.9 }
      Button {
        // Saves the draft.
      } label: {
        Text("Save")
      }
      .containerRelativeFrame(.horizontal) { length, _ in length * 0.9 }
    }
  }
}
