// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct Sidebar: View {
  @State private var isCompact = false

  var body: some View {
    List {
      Text("Inbox")
    }
    .background(
      GeometryReader { proxy in
        Color.clear
          .onAppear { isCompact = proxy.size.width < 320 }
          .onChange(of: proxy.size.width) { width in isCompact = width < 320 }
      }
    )
  }
}
