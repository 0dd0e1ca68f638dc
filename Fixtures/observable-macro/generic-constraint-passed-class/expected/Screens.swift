import SwiftUI

struct AccountScreen: View {
  @StateObject private var account = Account()

  var body: some View {
    Sidebar(source: account, selection: $account.selectedRow, rows: [1, 2, 3])
  }
}

struct PaletteScreen: View {
  @State private var palette = Palette()

  var body: some View {
    VStack {
      ForEach(palette.colors, id: \.self) { Text($0) }
    }
  }
}
