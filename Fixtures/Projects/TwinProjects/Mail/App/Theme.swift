import SwiftUI

extension Color {
  enum mail {
    static let unread = Color("Unread")
  }
}
