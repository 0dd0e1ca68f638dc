import SwiftUI

extension NavigationLink where Label == Text {
  init(item: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), isActive: item) { Text("Open") }
  }
}
