// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class FeedHolder {
  var items: [String] = []
}

/// Declared in this file, named from another: the view's object is this holder.
let sampleHolder = FeedHolder()
