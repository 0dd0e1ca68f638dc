import SwiftUI

struct SpendingBar: View {
  @State private var showsBar = false
  let compact: Bool

  var body: some View {
    VStack {
      // The bar grows from nothing; once shown it shares the row with the Spacer.
      HStack(spacing: 0) {
        RoundedRectangle(cornerRadius: 4)
          .fill(Color.green)
          .frame(width: showsBar ? nil : 0, alignment: .leading)
        Spacer(minLength: 0)
      }
      Text("Spent")
        .frame(width: compact ? nil : 80, alignment: .leading)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .onAppear { showsBar = true }
  }
}
