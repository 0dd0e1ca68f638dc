import SwiftUI

enum Theme {
  static let title = "Shop"
}
