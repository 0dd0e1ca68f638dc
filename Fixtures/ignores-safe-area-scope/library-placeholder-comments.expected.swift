// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Modifiers dragged in from Xcode's library keep its placeholder markers as comments.
enum Palette {
  static let toolbar = Color(white: 0.1)
}

struct ToolbarStrip: View {
  var body: some View {
    HStack {
      Button("Refresh") {}
      Button("Help") {}
    }
    .frame(maxWidth: .infinity, maxHeight: 60, alignment: .trailing)
    .background(Palette.toolbar.ignoresSafeArea(/*@START_MENU_TOKEN@*//*@END_MENU_TOKEN@*/))
  }
}

struct StatusStrip: View {
  var body: some View {
    Text("Synced")
      .frame(maxWidth: .infinity)
      .background(Color.black)
      .ignoresSafeArea(/*@START_MENU_TOKEN@*/.all/*@END_MENU_TOKEN@*/)
  }
}
