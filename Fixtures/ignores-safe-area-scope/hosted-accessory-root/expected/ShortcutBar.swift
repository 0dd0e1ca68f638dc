import SwiftUI

/// A row of keys above the software keyboard: KeyboardAccessory.swift hosts it in a
/// UIHostingController whose view UIKit places as an input accessory, 40 points high. On
/// the whole bar, ignoring the safe area keeps the hosting view's own insets (the home
/// indicator's, when the bar sits at the bottom of the screen) from squeezing the keys;
/// moved onto the background, they would: left as is.
struct ShortcutBar: View {
  var body: some View {
    HStack {
      Button("Tab") {}
      Button("Esc") {}
    }
    .frame(maxWidth: .infinity, maxHeight: 40)
    .background(Color.gray)
    .ignoresSafeArea()
  }
}

/// The same bar shown in a screen of the app, where no host puts it: its keys would run
/// under the home indicator, and the backdrop move stays.
struct SymbolBar: View {
  var body: some View {
    HStack {
      Button("{") {}
      Button("}") {}
    }
    .frame(maxWidth: .infinity, maxHeight: 40)
    .background(Color.gray)
  }
}
