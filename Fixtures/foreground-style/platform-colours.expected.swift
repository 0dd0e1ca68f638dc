// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

/// Colours declared per platform under `#if`: each branch is a Color, so the member is one.
extension Color {
  #if os(macOS)
    static let grayColor = Color("SystemGrayMac")
  #else
    static let grayColor = Color("SystemGray")
  #endif
}

struct Caption: View {
  let note: String?

  var body: some View {
    VStack {
      Text("Updated").foregroundStyle(Color.grayColor)
      // A Text that becomes a View anyway (fixedSize) may change inside an optional's map.
      note.map {
        Text($0)
          .foregroundStyle(Color.secondary)
          .fixedSize(horizontal: false, vertical: true)
      }
      // Still a Text when the closure returns it.
      note.map { Text($0).foregroundColor(.secondary) }.map { Text("Note: ") + $0 }
    }
  }
}
