import SwiftUI

struct PaletteView: View {
  @State private var palette = Palette()
  @State private var session = Session()

  var body: some View {
    Text(session.user).bold(palette.isDark)
  }
}
