import SwiftUI

/// Sample values for previews, named with capitals as some projects name constants.
enum Samples {
  static let New = Badge { Text("New") }
  static let Sale = Tag { Text("Sale") }

  /// Reads the closure of a `Badge` value: not a static member of a type.
  static var newLabel: some View { New.label() }

  /// `Tag.title` of a type is no read of a view's property, nor is `Style.title`.
  static var styleName: String { Style.title }
}

enum Style {
  static let title = "Plain"
}
