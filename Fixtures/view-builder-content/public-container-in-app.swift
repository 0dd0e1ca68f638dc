// fixture: in-app
import SwiftUI

/// `public` in an app target (a habit, or code moved out of a package): nothing links
/// against an app, so there is no client to rebuild and no ABI to keep.
public struct ScrollOffsetReader<Content: View>: View {
  let onChange: (CGFloat) -> Void
  let content: () -> Content

  public init(onChange: @escaping (CGFloat) -> Void, @ViewBuilder content: @escaping () -> Content) {
    self.onChange = onChange
    self.content = content
  }

  public var body: some View {
    ScrollView {
      content()
    }
  }
}

/// A public closure property of an app's type has no callers in other modules either.
public struct Tile<Content: View>: View {
  public let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: some View {
    VStack { content() }
  }
}
