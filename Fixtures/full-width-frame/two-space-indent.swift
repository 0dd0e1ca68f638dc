import SwiftUI

struct Compact: View {
  let title: String

  var body: some View {
    VStack {
      HStack {
        Text(title)
        Spacer()
      }
      .padding(.horizontal)
      HStack(spacing: 2) {
        Spacer()
        Button("More") {
          print(title)
        }
      }
    }
  }
}
