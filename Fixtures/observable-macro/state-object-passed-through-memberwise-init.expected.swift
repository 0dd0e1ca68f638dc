// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Its init subscribes to a thread's replies: work, run again whenever a caller that builds
/// it in the argument of `ThreadScreen(thread:)` updates, once `thread` is @State.
@Observable
final class ThreadModel {
  var replies: [String] = []
  let threadID: String

  init(threadID: String) {
    self.threadID = threadID
    listenForReplies()
  }

  func listenForReplies() { replies = ["first"] }
}

/// Its init only stores what it is given: nothing to say.
@Observable
final class DraftModel {
  var text: String

  init(text: String) {
    self.text = text
  }
}

struct ThreadScreen: View {
  @State var thread: ThreadModel
  @State var draft: DraftModel

  var body: some View {
    Text("\(thread.replies.count) \(draft.text)")
  }
}

struct InboxScreen: View {
  let ids: [String]

  var body: some View {
    List(ids, id: \.self) { id in
      ThreadScreen(thread: ThreadModel(threadID: id), draft: DraftModel(text: ""))
    }
  }
}
