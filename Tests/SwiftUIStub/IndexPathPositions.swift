// UIKit's and AppKit's additions to Foundation's IndexPath (`row` is UIKit's only), as far as
// fixtures use them: developer.apple.com/documentation/foundation/indexpath/row, …/item,
// …/section.
#if !canImport(UIKit)
  extension IndexPath {
    public var row: Int { self[1] }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
  }
#endif
