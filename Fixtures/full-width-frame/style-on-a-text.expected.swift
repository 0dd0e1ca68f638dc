import SwiftUI

struct PressedButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
  }
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

// A style restyles the Labels or Buttons inside; a Text or an Image has none, so it keeps its own
// size and the frame gives the same layout.
struct PhotosHeader: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Photos")
        .labelStyle(TrailingIconLabelStyle())
        .font(.title3)
        .frame(maxWidth: .infinity, alignment: .leading)
      Image(systemName: "photo")
        .buttonStyle(PressedButtonStyle())
        .frame(maxWidth: .infinity, alignment: .trailing)
    }
  }
}
