import SwiftUI

// Closures that are not view content: nothing to report.
struct ActionRow<Label: View>: View {
  let action: () -> Void
  let onSelect: (Int) -> Void
  @ViewBuilder let label: Label

  var body: some View {
    Button(action: action) { label }
  }
}

/// Not a view.
struct Factory<Content: View> {
  let make: () -> Content
}

/// A computed closure and a static one.
struct Computed<Content: View>: View {
  static var fallback: () -> Text { { Text("Fallback") } }
  var make: () -> Content { fatalError() }

  var body: some View { Self.fallback() }
}

/// Returns a concrete type, not a generic parameter.
struct Concrete: View {
  let text: () -> Text

  var body: some View { text() }
}
