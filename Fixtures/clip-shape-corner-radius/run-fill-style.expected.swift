// fixture: deployment-target=iOS=17.0
import SwiftUI

/// How the sketch app fills a closed stroke. The module's own type: the bare name
/// `FillStyle` means this enum here, so SwiftUI's is spelled out.
enum FillStyle: String, CaseIterable {
  case none, solid, hatched
}

struct SketchThumbnail: View {
  let image: Image
  let fill: FillStyle

  var body: some View {
    image
      .resizable()
      .frame(width: 64, height: 64)
      .clipShape(.rect(cornerRadius: 6), style: SwiftUI.FillStyle(antialiased: false))
  }
}
