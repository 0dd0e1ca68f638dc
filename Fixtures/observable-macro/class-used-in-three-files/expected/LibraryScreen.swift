import SwiftUI

struct LibraryScreen: View {
  @State private var model = LibraryModel()

  var body: some View {
    VStack {
      LibraryList(model: model)
      SearchField()
    }
    .environment(model)
  }
}
