import SwiftUI

/// A Text of a localized key, as an app's own helper.
public func LocalizedTextView(_ key: String) -> Text {
  Text(LocalizedStringKey(key))
}

func makeCaption(_ text: String) -> Text {
  Text(text).font(.caption)
}

/// A badge, as a function named like a view: an HStack of two views.
func StatusBadge(_ label: String) -> some View {
  HStack {
    Image(systemName: "circle.fill")
    Text(label)
  }
}
