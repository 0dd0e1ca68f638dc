// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A dot drawn in the accent colour: it reads Color.accentColor.
struct UnreadDot: View {
  var body: some View {
    Circle()
      .fill(Color.accentColor)
      .frame(width: 8, height: 8)
  }
}

/// The theme set both ways for iOS only, after the view the calls apply to: the view before
/// `#if` is under the accentColor(_:) call too, and it builds a reader.
struct InboxRoot: View {
  let theme: Color

  var body: some View {
    VStack {
      Text("Inbox")
      UnreadDot()
    }
    .padding()
    #if os(iOS)
      .tint(theme)
      .accentColor(theme)
    #endif
  }
}

/// The same for a view that builds no reader: the call is dropped.
struct AboutRoot: View {
  let theme: Color

  var body: some View {
    Text("About")
      .padding()
    #if os(iOS)
      .tint(theme)
    #endif
  }
}
