import SwiftUI

struct RouteView: View {
  let route: Route

  var body: some View {
    switch route {
    case .detail(let thread):
      ThreadView()
        .environment(thread)
    case .compose(draft: let draft, _):
      DraftView()
        .environment(draft)
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
        .environment(thread)
    }
  }
}

struct ThreadView: View {
  @Environment(ThreadModel.self) var thread
  var body: some View { Text(thread.subject) }
}

struct DraftView: View {
  @Environment(DraftModel.self) var draft
  var body: some View { Text(draft.body) }
}
