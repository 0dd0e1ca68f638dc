import SwiftUI

struct Disclosure<Content: View>: View {
  let title: String
  @State private var isOpen = false
  let content: () -> Content

  var body: some View {
    VStack {
      Button(title) { isOpen.toggle() }
      if isOpen {
        content()
      }
    }
  }
}
