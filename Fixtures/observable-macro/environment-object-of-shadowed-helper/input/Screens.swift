import SwiftUI

final class Library: ObservableObject {
  @Published var shelves: [String] = []
}

struct ShelfList: View {
  @EnvironmentObject var library: Library
  var body: some View { Text("\(library.shelves.count)") }
}

/// Its own `tweaked` (declared in another file) is called here, not the top-level one: what
/// it returns is not the argument (a Catalog), so the class passed is not told: both stay.
struct ShelfPreviewHost: View {
  var body: some View {
    ShelfList()
      .environmentObject(tweaked(Library()) { $0.shelves = ["Poetry"] })
  }
}
