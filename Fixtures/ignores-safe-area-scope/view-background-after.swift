// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct FrostedBackdrop: View {
  var body: some View {
    Color.gray.opacity(0.4)
  }
}

struct DeleteSheet: View {
  var body: some View {
    ZStack(alignment: .bottom) {
      Color.clear
      VStack {
        Text("Delete this budget?")
        Button("Delete") {}
      }
    }
    .ignoresSafeArea()
    .background(FrostedBackdrop())
  }
}

struct ConfirmSheet: View {
  var body: some View {
    ZStack {
      Color.clear
      VStack {
        Text("Confirm?")
        Button("OK") {}
      }
    }
    .ignoresSafeArea()
    .background(Color.black.opacity(0.2))
  }
}
