// The whole file is for the platforms that have the store: its imports are inside the
// `#if`, and so is `import Observation`.

#if !os(watchOS)

import Foundation

final class Store: ObservableObject {
  @Published var items: [String] = []
}

#endif
