import SwiftUI

extension Color {
  enum shop {
    static let accent = Color("Accent")
    static let warning = Color("Warning")
  }
}
