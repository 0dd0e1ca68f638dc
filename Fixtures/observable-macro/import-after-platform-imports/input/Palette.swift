//
//  Palette.swift
//  The platform's colour framework only: its imports are all conditional.
//

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

final class Palette: ObservableObject {
  @Published var isDark = false
}
