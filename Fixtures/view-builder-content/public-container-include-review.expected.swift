// fixture: include-review
import SwiftUI

/// A container a design-system library ships to its clients.
public struct DSCard<Content: View>: View {
  @ViewBuilder let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    content
      .padding()
  }
}

public struct DSCardClient: View {
  public var body: some View {
    DSCard { Text("Trailing") }
    DSCard(content: { Text("Labelled") })
  }
}
