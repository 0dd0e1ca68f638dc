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
