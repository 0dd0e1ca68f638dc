import SwiftUI

let scoreRowHeight: CGFloat = 36
let badgeSide = 24.0
let optionalRowHeight: CGFloat? = nil
