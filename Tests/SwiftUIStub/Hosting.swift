// UIKit's view controller and SwiftUI's hosting controller, as far as fixtures use them.
@MainActor @preconcurrency open class UIViewController {
  public init() {}
}

@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content

  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }
}
