// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

@main
struct MailApp: App {
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some Scene {
    WindowGroup {
      ReaderView(sizeClass: nil)
    }
  }
}

final class ReaderModel: ObservableObject {
  @Published var sizeClass: UserInterfaceSizeClass?
  var columns: Int { sizeClass == .regular ? 2 : 1 }
}

struct ReaderView: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  let sizeClass: UserInterfaceSizeClass?

  var body: some View {
    GeometryReader { proxy in
      VStack {
        Text("Page")
          .frame(height: proxy.size.height - proxy.safeAreaInsets.bottom)
        Text("Footer")
          .padding(.top, proxy.safeAreaInsets.top)
        Text("Width")
          .frame(width: proxy.size.width - 32)
      }
    }
    .safeAreaInset(edge: .bottom) {
      Text("Bar")
    }
  }
}

struct Toolbar: View {
  var body: some View {
    VStack {
      Text("Top")
        .padding(.top, 34)
      Text("Card")
        .padding(.bottom, 16)
      HStack {
        Text("Content")
          .padding(.bottom, 34)
        Text("Above the tabs")
          .padding(.bottom, 49)
      }
    }
  }

  func layout(for sizeClass: UserInterfaceSizeClass?) -> Int {
    let current: UserInterfaceSizeClass? = sizeClass
    return current == .compact ? 1 : 2
  }
}
