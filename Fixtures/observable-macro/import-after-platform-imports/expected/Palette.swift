//
//  Palette.swift
//  The platform's colour framework only: its imports are all conditional.
//

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
import Observation

@Observable
final class Palette {
  var isDark = false
}
