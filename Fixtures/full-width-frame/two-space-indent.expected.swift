import SwiftUI

struct Compact: View {
  let title: String

  var body: some View {
    VStack {
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
      Button("More") {
        print(title)
      }
      .frame(maxWidth: .infinity, alignment: .trailing)
    }
  }
}
