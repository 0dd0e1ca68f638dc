import SwiftUI

extension View {
  /// The run's own styling, as a property rather than a method.
  var captionStyle: some View {
    self.modifier(CaptionStyle())
  }
}

struct CaptionStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .font(.caption)
      .foregroundColor(.gray)
  }
}

struct StationRow: View {
  let name: String

  var body: some View {
    HStack {
      Text(name)
        .captionStyle
      Spacer()
    }
  }
}
