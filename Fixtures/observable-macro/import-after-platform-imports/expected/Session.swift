import Foundation
import Observation
#if canImport(UIKit)
import UIKit
#endif

@Observable
final class Session {
  var user = ""
}
