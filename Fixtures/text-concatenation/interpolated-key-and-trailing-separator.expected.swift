// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Strings-table keys with an interpolation (`"timeline.reposted-by-\(name)"` is looked up as
/// `timeline.reposted-by-%@`) stay Texts of their own, so the table still finds them; a
/// separator ending in a space that would close a multi-line literal goes on one line, and a
/// leading space starts the first line of one instead of standing on a line of its own.
struct PostSummary {
  var author: String
  var reposter: String
  var caption: String

  func spokenReposter() -> Text {
    Text("\(Text("timeline.reposted-by-\(reposter)")) ")
  }

  func spokenHeader() -> Text {
    Text("\(Text("timeline.accessibility.header-for-\(author)-reposted-by-\(reposter)-with-caption")), ")
  }

  func counts(likes: Int, replies: Int) -> Text {
    Text("""
       \(Text("\(likes) likes").font(.subheadline).fontWeight(.semibold))\
      \(Text("and \(replies) replies, shown beside the post").font(.footnote).foregroundStyle(.secondary))
      """)
  }

  func spokenCaption() -> Text {
    Text("Caption: \(caption).")
  }
}
