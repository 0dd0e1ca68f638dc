import SwiftUI

struct RouteView: View {
  let route: Route

  var body: some View {
    switch route {
    case .detail(let thread):
      ThreadView()
        .environmentObject(thread)
    case .compose(draft: let draft, _):
      DraftView()
        .environmentObject(draft)
    case .empty:
      EmptyView()
    }
  }
}

struct SheetView: View {
  let route: Route?

  var body: some View {
    if case let .detail(thread)? = route {
      ThreadView()
        .environmentObject(thread)
    }
  }
}

struct ThreadView: View {
  @EnvironmentObject var thread: ThreadModel
  var body: some View { Text(thread.subject) }
}

struct DraftView: View {
  @EnvironmentObject var draft: DraftModel
  var body: some View { Text(draft.body) }
}
