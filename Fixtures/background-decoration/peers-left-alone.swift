// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct PeersView: View {
  @State private var showsBanner = false
  let names: [String]

  var body: some View {
    VStack {
      // Three layers: peers.
      ZStack {
        Color.blue
        Text("A")
        Text("B")
      }
      // Two decorations: peers too.
      ZStack {
        Color.blue
        Circle().fill(Color.white)
      }
      // zIndex orders the layers by hand.
      ZStack {
        Color.blue
        Text("A").zIndex(-1)
      }
      // The content is conditional.
      ZStack {
        Color.blue
        if showsBanner {
          Text("Banner")
        }
      }
      // Repeated content: each element is a layer.
      ZStack {
        Color.blue
        ForEach(names, id: \.self) { Text($0) }
      }
      // A decoration with its own size is laid out, not painted behind.
      ZStack {
        Color.blue.frame(width: 40, height: 40)
        Text("A")
      }
      // An interactive layer is not decoration.
      ZStack {
        Color.blue.onTapGesture { showsBanner.toggle() }
        Text("A")
      }
      // An image is content, not paint.
      ZStack {
        Image("backdrop")
        Text("A")
      }
      // A track and a knob: two shapes are peers.
      ZStack(alignment: .leading) {
        Capsule().fill(Color.gray)
        Circle().fill(Color.white).frame(width: 20, height: 20).offset(x: 10)
      }
      // The layers are blended together.
      ZStack {
        Capsule().fill(Color.blue)
        Text("3").blendMode(.destinationOut)
      }
      .compositingGroup()
      // A clear layer around a list does nothing.
      ZStack {
        Color.clear
        List(names, id: \.self) { Text($0) }
      }
      ZStack {
        // The backdrop.
        Color.blue
        Text("A")
      }
    }
  }
}
