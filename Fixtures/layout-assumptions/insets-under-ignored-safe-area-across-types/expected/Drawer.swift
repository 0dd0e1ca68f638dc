import SwiftUI

struct Drawer: View {
  @State private var open = false

  var body: some View {
    VStack(spacing: 0) {
      if open {
        PanelStack()
      } else {
        NotesPanel()
      }
    }
    .background(Color.gray)
    .ignoresSafeArea(.container, edges: open ? .all : .bottom)
  }
}
