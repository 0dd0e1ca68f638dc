import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class Session: ObservableObject {
  @Published var user = ""
}
