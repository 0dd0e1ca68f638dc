import SwiftUI

extension Gallery {
  /// The gallery's content without scrolling.
  var unscrolled: some View { slides() }
}
