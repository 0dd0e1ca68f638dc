// fixture: include-review
import SwiftUI

// A view of the project that runs work when it is built (its init calls a closure it is
// given) or when it appears: once the container stores its content, SwiftUI can skip the
// container's body, and that work with it.

struct ImpressionLogger: View {
  init(event: String, record: (String) -> Void) {
    record(event)
  }

  var body: some View {
    Color.clear.frame(height: 0)
  }
}

struct AppearanceTracker: View {
  let onShow: () -> Void

  var body: some View {
    Color.clear
      .onAppear {
        onShow()
      }
  }
}

// Its closure runs on a tap, not when it is built: no side effect of building it.
struct RetryButton: View {
  let action: () -> Void

  var body: some View {
    Button("Retry") {
      action()
    }
  }
}

struct PromoCard<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack {
      ImpressionLogger(event: "promo") { print($0) }
      content()
    }
  }
}

struct FeedSection<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack {
      AppearanceTracker { print("shown") }
      content()
    }
  }
}

struct ErrorPanel<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack {
      content()
      RetryButton {}
    }
  }
}
