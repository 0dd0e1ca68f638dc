import SwiftUI

// Wrappers whose body is their closure's view alone (with at most a lifecycle modifier):
// they exist so that the view, a navigation destination here, is built only when shown.
struct DeferredScreen<Screen: View>: View {
  let make: () -> Screen
  let onShow: () -> Void

  init(make: @escaping () -> Screen, onShow: @escaping () -> Void = {}) {
    self.make = make
    self.onShow = onShow
  }

  var body: some View {
    make()
      .onAppear(perform: onShow)
  }
}

struct Later<Content: View>: View {
  let content: () -> Content

  var body: some View { content() }
}

struct Catalogue: View {
  var body: some View {
    VStack {
      NavigationLink("Open") {
        DeferredScreen(make: { Text("Heavy") })
      }
      NavigationLink("Later") {
        Later { Text("Also heavy") }
      }
    }
  }
}
