import SwiftUI

struct Sheet<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    VStack(spacing: 12) {
      content
    }
    .padding()
  }
}
