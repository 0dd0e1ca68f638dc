// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// String-catalog keys take their arguments after a space (`"notifications-others-count
/// \(n)"` is looked up as `notifications-others-count %lld`): one key word, dotted or
/// lowercase with hyphens, besides its arguments. Such a Text stays a Text of its own, since
/// the table has no entry for a longer literal built from it; a word of text with an argument
/// (`"Page \(n)"`, `"Check-in \(time)"`) is written into the new literal.
struct NotificationSummary {
  var othersCount: Int
  var uses: Int
  var replies: Int
  var total: Int
  var accounts: Int
  var page: Int
  var time: String

  func others() -> Text {
    Text("notifications-others-count \(othersCount)") + Text(" ⸱ ")
  }

  func talking() -> Text {
    Text("Trending: ") + Text("trending-tag-people-talking \(uses)")
  }

  func repliesCount() -> Text {
    Text("status.summary.n-replies \(replies)") + Text(".")
  }

  func participants() -> Text {
    Text("timeline.n-recent-from-n-participants \(total) \(accounts)") + Text("!")
  }

  func pageLine() -> Text {
    Text("Page \(page)") + Text(" of 3")
  }

  func checkIn() -> Text {
    Text("Check-in \(time)") + Text(".")
  }
}
