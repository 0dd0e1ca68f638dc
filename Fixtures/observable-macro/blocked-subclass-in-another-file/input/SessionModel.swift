import SwiftUI

// The subclass is declared in a file that names nothing of Combine or SwiftUI: it still
// keeps its superclass an ObservableObject, which `@StateObject` of the subclass needs.
class SessionModel: ObservableObject {
  @Published var digits = ""

  func accept(_ code: String) -> Bool { false }
}
