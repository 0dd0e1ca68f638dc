// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A tag's look: its backdrop reads Color.accentColor.
struct TagLook: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(4)
      .background(Color.accentColor.opacity(0.2))
  }
}

/// Its look through the .tint shape style, which a tint sets: no reader.
struct TintedTagLook: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(4)
      .background(.tint.opacity(0.2))
  }
}

extension View {
  func tagLook() -> some View {
    modifier(TagLook())
  }

  func tintedTagLook() -> some View {
    modifier(TintedTagLook())
  }

  /// A modifier of the project that reads it in its own body.
  func accentRing() -> some View {
    overlay(Circle().stroke(Color.accentColor))
  }
}

/// The project's modifiers are under the call: what they build and read is searched.
struct TagRow: View {
  let colour: Color

  var body: some View {
    VStack {
      Text("New")
        .tagLook()
        .accentColor(colour)
      Image(systemName: "star")
        .accentRing()
        .accentColor(colour)
      Text("Done")
        .tintedTagLook()
        .accentColor(colour)
    }
  }
}
