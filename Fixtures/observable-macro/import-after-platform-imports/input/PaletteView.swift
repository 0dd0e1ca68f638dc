import SwiftUI

struct PaletteView: View {
  @StateObject private var palette = Palette()
  @StateObject private var session = Session()

  var body: some View {
    Text(session.user).bold(palette.isDark)
  }
}
