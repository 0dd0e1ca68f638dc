// fixture: deployment-target=macOS=14.0 include-review
import SwiftUI

// 34, 49 and 83 points are an iPhone's home indicator and tab bar: in a module that builds
// for macOS alone they stand in for nothing, and are not reported. Insets counted twice are
// wrong on a Mac too.
struct SidebarFooter: View {
  var body: some View {
    VStack {
      Text("Content")
        .padding(.bottom, 34)
      Text("Status")
        .padding(.bottom, 49)
      Text("Footer")
        .padding(.bottom, 83.0)
    }
  }
}

struct Canvas: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Canvas")
        .frame(height: proxy.size.height - proxy.safeAreaInsets.top)
    }
  }
}
