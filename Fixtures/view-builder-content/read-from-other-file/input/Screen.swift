import SwiftUI

struct Screen: View {
  let panel: Panel<Text>

  var body: some View {
    VStack {
      panel
      panel.content()
    }
  }
}
