import SwiftUI

struct Sheet<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack(spacing: 12) {
      content()
    }
    .padding()
  }
}
