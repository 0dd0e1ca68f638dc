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

#Preview {
  TitleBar()
    .cardPadding()
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
#Preview {
  StyledTitleBar(style: .caption)
    .navigationTitle(caption)
}
