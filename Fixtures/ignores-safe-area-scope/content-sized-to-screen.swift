// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A view the code sizes to the screen (or to a safe area it measures itself) before or
// after ignoring it is laid out full screen on purpose: said with --verbose only. Without
// such a frame the note is printed.
struct LoadingScreen: View {
  var body: some View {
    Text("No results")
      .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
      .ignoresSafeArea()
  }
}

struct PaymentForm: View {
  @State private var amount = ""
  let measuredSafeAreaHeight: CGFloat

  var body: some View {
    ScrollView {
      VStack {
        Text("Amount")
        Button("Pay") {}
      }
      .ignoresSafeArea()
      .frame(minHeight: measuredSafeAreaHeight)
    }
  }
}

struct ReceiptView: View {
  var body: some View {
    VStack {
      Text("Receipt")
      Button("Done") {}
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .ignoresSafeArea()
  }
}
