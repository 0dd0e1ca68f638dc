// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct CartView: View {
  let items: [String]

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.gray.opacity(0.1).ignoresSafeArea()
      List(items, id: \.self) { Text($0) }
      CheckoutBar()
    }
  }
}

struct CheckoutBar: View {
  var body: some View {
    Text("Total")
  }
}

struct SplashView: View {
  var body: some View {
    ZStack(alignment: .bottom) {
      Color.blue
      Image(systemName: "star")
      Text("Welcome")
    }
  }
}

struct FeedView: View {
  var body: some View {
    ZStack(alignment: .top) {
      FeedHeaderBar()
      ScrollView {
        Button("Load more") {}
      }
    }
  }
}

struct FeedHeaderBar: View {
  var body: some View {
    Text("Feed")
  }
}
