// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// `@available` on a `#Preview` raises what its body may assume like on any declaration:
// a bar in a preview that is iOS 26 only calls safeAreaBar itself, with no helper file.
@available(iOS 26.0, macOS 26.0, *)
#Preview("Search bar") {
  NavigationStack {
    List(0..<30, id: \.self) { row in
      Text("Row \(row)")
    }
    .safeAreaBar(edge: .top) {
      TextField("Search", text: .constant(""))
        .padding(.horizontal)
    }
  }
}
