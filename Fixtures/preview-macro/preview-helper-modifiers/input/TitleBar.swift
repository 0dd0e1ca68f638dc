import SwiftUI

struct TitleBar: View {
  var body: some View {
    Text("Title")
  }
}

struct TitleBar_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      TitleBar()
        .onPhone(.small)
      TitleBar()
        .onPhone(.large)
    }
  }
}

struct PaddedTitleBar_Previews: PreviewProvider {
  static var previews: some View {
    TitleBar()
      .cardPadding()
  }
}

enum TitleStyle {
  case caption, plain
}

struct StyledTitleBar: View {
  let style: TitleStyle

  var body: some View {
    Text(style == .caption ? "caption" : "plain")
  }
}

/// `.caption` here is a case, and `caption` reads a constant named like a preview modifier:
/// no holder, and the provider becomes a #Preview.
struct StyledTitleBar_Previews: PreviewProvider {
  static var previews: some View {
    StyledTitleBar(style: .caption)
      .navigationTitle(caption)
  }
}
