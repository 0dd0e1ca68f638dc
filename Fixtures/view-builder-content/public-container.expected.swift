import SwiftUI

/// A container a design-system library ships to its clients.
public struct DSCard<Content: View>: View {
  let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: some View {
    content()
      .padding()
  }
}

/// Its closure is part of the public API.
public struct DSRow<Content: View>: View {
  public let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: some View {
    HStack { content() }
  }
}

/// Public type, internal memberwise init: nothing outside the module sees the change.
public struct DSBadge<Content: View>: View {
  @ViewBuilder let content: Content

  public var body: some View {
    content.padding(4)
  }
}
