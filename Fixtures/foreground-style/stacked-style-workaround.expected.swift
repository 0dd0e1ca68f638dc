// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

/// A list header whose colour is set both ways, the colour kept for iOS 15.
struct DaySectionHeader: View {
  let label: String

  var body: some View {
    Text(label)
      .font(.headline)
      .foregroundStyle(.primary)
      .foregroundColor(.primary)  // iOS 15 ignores the style in list headers
      .textCase(nil)
  }
}

/// The same, with modifiers that set no foreground between the two.
struct SummaryText: View {
  let summary: String
  let expanded: Bool

  var body: some View {
    Text(summary)
      .lineLimit(expanded ? nil : 3)
      .foregroundStyle(.secondary)
      .multilineTextAlignment(.leading)
      .foregroundColor(.secondary)
      .font(.subheadline)
  }
}

/// An overlay between the two: the outer colour also paints the badge, so it still matters.
struct BellBadge: View {
  var body: some View {
    Image(systemName: "bell")
      .foregroundStyle(.secondary)
      .overlay(alignment: .topTrailing) {
        Circle().frame(width: 6, height: 6)
      }
      .foregroundStyle(.red)
  }
}

/// A style inside the content, not on the chain: the colour applies to the rest.
struct CaptionStack: View {
  var body: some View {
    VStack {
      Text("Title").foregroundStyle(.secondary)
      Text("Body")
    }
    .foregroundStyle(.orange)
  }
}
