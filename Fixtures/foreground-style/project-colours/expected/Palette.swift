import SwiftUI

extension Color {
  static let brand = Color("Brand")
  static let tertiary: Color = Color("Tertiary")
  static var highlight: Color? { nil }
  static let danger = red
  static let alarm = danger
}
