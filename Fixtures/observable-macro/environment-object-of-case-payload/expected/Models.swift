// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Declared in another file: the payload of `.detail` is a ThreadModel.
enum Route {
  case detail(ThreadModel)
  case compose(draft: DraftModel, isReply: Bool)
  case empty
}

@Observable
final class ThreadModel {
  var subject = ""
}

@Observable
final class DraftModel {
  var body = ""
}
