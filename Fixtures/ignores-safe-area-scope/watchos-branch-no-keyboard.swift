// fixture: deployment-target=iOS=17.0,watchOS=10.0 include-review
import SwiftUI

// A module for the phone and the watch: the branch only the watch compiles has no keyboard
// to rise above; the same code the phone compiles does, so it is still narrowed there.
struct AmountEntry: View {
  @State private var amount = ""

  var body: some View {
    #if os(watchOS)
      VStack {
        TextField("Amount", text: $amount)
        Button("Save") {}
      }
      .ignoresSafeArea(edges: .bottom)
    #else
      VStack {
        TextField("Amount", text: $amount)
        Button("Save") {}
      }
      .ignoresSafeArea(edges: .bottom)
    #endif
  }
}
