// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Not a view: a trail of titles with its own navigationBarTitle(_:separator:).
struct Breadcrumb {
  var titles: [String] = []

  func navigationBarTitle(_ title: String, separator: String = " / ") -> Breadcrumb {
    var copy = self
    copy.titles.append(separator + title)
    return copy
  }
}

/// Another project type whose method has the same name but other labels.
struct Toast {
  func navigationBarTitle(_ title: String, subtitle: String) -> String { title + subtitle }
}
